-- Imported conversations: how far each import got (chunks arrive one Kafka record at a time),
-- and which import each message came with, so an import's memories can be found by provenance.
create table imports (
    id                  uuid        primary key,
    user_id             text        not null,
    workspace_id        text        not null,
    message_count       integer     not null,
    messages_stored     integer     not null default 0,
    -- user messages announced for extraction that turn-service has not reported back yet
    extraction_pending  integer     not null default 0,
    -- a chunk went to the dead-letter topic
    failed              boolean     not null default false,
    created_at          timestamptz not null default now(),
    updated_at          timestamptz not null default now()
);
create index imports_by_user on imports (user_id, workspace_id, created_at desc);
call isolate_by_tenant('imports');

alter table messages add column import_id uuid;
create index messages_by_import on messages (import_id) where import_id is not null;
