-- A long chat message tells of several things: besides the vector of its whole text, one vector per
-- sentence (float32 little-endian, one after the other), so a question about one of them finds it.
-- Null for a message of one sentence, and for those embedded before this column (their whole vector counts).
alter table messages add column sentence_embeddings bytea;
