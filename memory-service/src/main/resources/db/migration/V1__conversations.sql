-- Conversations as they were said: sessions and their messages (user, assistant, imported).
-- Every table is a user table: FORCE row-level security on the tenant the transaction is bound to.

create table sessions (
    id               uuid        primary key,
    user_id          text        not null,
    workspace_id     text        not null,
    channel          text        not null,
    started_at       timestamptz not null,
    last_message_at  timestamptz not null
);
create index sessions_by_user on sessions (user_id, workspace_id, last_message_at desc);

create table messages (
    id            uuid        primary key,
    session_id    uuid        not null references sessions (id) on delete cascade,
    user_id       text        not null,
    workspace_id  text        not null,
    turn_id       uuid,
    role          text        not null check (role in ('user', 'assistant', 'other')),
    text          text        not null,
    channel       text        not null,
    trace_id      text,
    said_at       timestamptz not null,
    recorded_at   timestamptz not null default now()
);
create index messages_by_user on messages (user_id, workspace_id, said_at desc);
create index messages_by_session on messages (session_id, said_at);

call isolate_by_tenant('sessions');
call isolate_by_tenant('messages');
