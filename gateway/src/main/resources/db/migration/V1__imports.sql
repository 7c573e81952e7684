-- Imports the gateway accepted: whose they are and what to expect of them. memory-service keeps
-- their progress; this row is what makes an import id the caller's (404 for anyone else).
create table imports (
    id               uuid        primary key,
    user_id          text        not null,
    workspace_id     text        not null,
    conversation_id  text        not null,
    message_count    integer     not null check (message_count between 1 and 10000),
    extract          boolean     not null,
    created_at       timestamptz not null default now()
);
create index imports_by_user on imports (user_id, workspace_id, created_at desc);
call isolate_by_tenant('imports');
