-- Actions the assistant proposed, and the state machine that carries them out only once the user
-- confirmed: proposed -> confirmed -> executed | failed, or proposed -> aborted | expired.
-- trace_id is the proposing turn's: every step of the action joins that interaction.
create table actions (
    id               uuid        primary key,
    user_id          text        not null,
    workspace_id     text        not null,
    trace_id         text        not null,
    turn_id          uuid,
    channel          text        not null,  -- where it was proposed
    tool             text        not null,
    arguments        jsonb       not null,
    label            text        not null,
    language         text        not null,
    status           text        not null check (status in ('proposed', 'confirmed', 'executed', 'failed', 'aborted', 'expired')),
    reason           text,
    proposed_at      timestamptz not null,
    expires_at       timestamptz not null,
    decided_at       timestamptz,
    decided_channel  text,
    attempts         int         not null default 0,
    next_attempt_at  timestamptz,
    -- set in its own committed transaction before a connector runs: an action whose send was cut
    -- short is never sent again (at most once), it fails instead
    sending_since    timestamptz,
    finished_at      timestamptz
);
create index actions_by_user_time on actions (user_id, workspace_id, proposed_at desc);
create index actions_pending on actions (status, expires_at) where status in ('proposed', 'confirmed');

-- Reminders the user's memory holds, so the user is told when one falls due.
create table reminders (
    id            uuid        primary key,  -- the memory's id
    user_id       text        not null,
    workspace_id  text        not null,
    channel       text        not null,     -- where it was asked for
    text          text        not null,
    due_at        timestamptz not null,
    notified_at   timestamptz
);
create index reminders_due on reminders (due_at) where notified_at is null;

call isolate_by_tenant('actions');
call isolate_by_tenant('reminders');

-- The scheduler finds what falls due across users: only its scan (Due.scan) sets
-- souvenir.scheduler, reads ids and tenants, and never writes this way; each transition then runs
-- bound to the row's own tenant.
create policy due_scan on actions for select using (current_setting('souvenir.scheduler', true) = 'on');
create policy due_scan on reminders for select using (current_setting('souvenir.scheduler', true) = 'on');
