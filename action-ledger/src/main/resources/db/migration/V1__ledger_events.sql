-- Everything that happened for a user, on every channel, correlated by the trace id of the
-- interaction that caused it. A user table: FORCE row-level security.

create table ledger_events (
    id            uuid        primary key,  -- the event id of the activity record
    user_id       text        not null,
    workspace_id  text        not null,
    trace_id      text        not null,
    channel       text        not null,
    type          text        not null,
    summary       text        not null,
    service       text        not null,
    occurred_at   timestamptz not null,
    recorded_at   timestamptz not null default now()
);
create index ledger_events_by_user_time on ledger_events (user_id, workspace_id, occurred_at desc);
create index ledger_events_by_trace on ledger_events (user_id, workspace_id, trace_id);

call isolate_by_tenant('ledger_events');
