-- A decision ("oui" on Telegram) that arrives before its proposal waits here instead of being
-- dropped (a relay restart or a second instance can deliver them out of order); the proposal,
-- when it comes, takes it and is decided at once. One per action: the first decision heard wins,
-- as it would have on the action itself.
create table parked_decisions (
    action_id     uuid        primary key,
    user_id       text        not null,
    workspace_id  text        not null,
    decision      text        not null check (decision in ('confirm', 'abort')),
    channel       text        not null,
    parked_at     timestamptz not null default now()
);
create index parked_decisions_by_user on parked_decisions (user_id, workspace_id);
call isolate_by_tenant('parked_decisions');
