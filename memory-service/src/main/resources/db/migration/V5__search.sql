-- Search: full text in French, English and simple (names) over accent-folded text, vectors for
-- meaning, and the previous message of the session indexed with each message (a message alone
-- often only makes sense with what it answers).

-- lower case without accents; IMMUTABLE so generated columns and indexes may use it
create function fold(input text) returns text
    language sql immutable parallel safe strict
    return public.unaccent('public.unaccent'::regdictionary, lower(input));

alter table memories add column search_text tsvector generated always as (
    setweight(to_tsvector('simple', fold(coalesce(person_name, '') || ' ' || coalesce(person_relation, ''))), 'A')
    || setweight(to_tsvector('french', fold(text)), 'B')
    || setweight(to_tsvector('english', fold(text)), 'B')) stored;
-- one user's matches straight from the index (btree_gin puts the tenant columns in it; the match
-- is leak-proof, see deploy/postgres/bootstrap.sql, so row-level security does not prevent its use)
create index memories_search on memories using gin (user_id, workspace_id, search_text);
-- the sentence embedding of the text, float32 little-endian; null until the indexer computes it
alter table memories add column embedding bytea;
create index memories_unembedded on memories (user_id, workspace_id) where embedding is null;
create index memories_by_source_message on memories (source_message_id) where source_message_id is not null;
-- the link neighbours of a memory, from either side
create index memory_links_from on memory_links (from_id);

alter table messages add column previous_text text;
alter table messages add column search_text tsvector generated always as (
    setweight(to_tsvector('simple', fold(coalesce(speaker, ''))), 'A')
    || setweight(to_tsvector('french', fold(text)), 'B')
    || setweight(to_tsvector('english', fold(text)), 'B')
    || setweight(to_tsvector('french', fold(coalesce(previous_text, ''))), 'D')
    || setweight(to_tsvector('english', fold(coalesce(previous_text, ''))), 'D')) stored;
create index messages_search on messages using gin (user_id, workspace_id, search_text);
alter table messages add column embedding bytea;
create index messages_unembedded on messages (user_id, workspace_id) where embedding is null;

-- runs as the inserting role, under its tenant: it can only ever read the same user's session
create function remember_previous_message() returns trigger language plpgsql as $$
begin
    select m.text into new.previous_text
      from messages m
     where m.session_id = new.session_id and m.said_at <= new.said_at and m.id <> new.id
     order by m.said_at desc, m.recorded_at desc
     limit 1;
    return new;
end
$$;
create trigger messages_previous_text before insert on messages
    for each row execute function remember_previous_message();

-- an edited memory means something else: its vector is computed again
create function forget_embedding() returns trigger language plpgsql as $$
begin
    new.embedding := null;
    return new;
end
$$;
create trigger memories_text_changed before update of text on memories
    for each row when (old.text is distinct from new.text) execute function forget_embedding();
