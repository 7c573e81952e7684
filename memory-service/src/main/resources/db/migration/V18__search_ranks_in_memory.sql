-- Search ranks a user's rows in memory by BM25 over the lexemes of search_text (UserCorpus): no query
-- matches search_text with @@ any more, so its GIN indexes only slowed every insert (imports above all).
drop index if exists memories_search;
drop index if exists messages_search;
