-- The consolidator's own tables. Every one is a user's (row-level security on the tenant); the
-- night's scheduler finds whose night is due across users by declaring itself with
-- souvenir.night_scheduler, as the outbox relay does (it reads only sleepers).

-- Users the night looks after (anyone memory-service kept something for), in their time zone.
create table sleepers (
    user_id          text        not null,
    workspace_id     text        not null,
    time_zone        text        not null,
    next_classify_at timestamptz not null,
    primary key (user_id, workspace_id)
);
create index sleepers_due on sleepers (next_classify_at);
alter table sleepers enable row level security;
alter table sleepers force row level security;
create policy tenant_isolation on sleepers
    using ((user_id = current_setting('souvenir.user_id', true)
            and workspace_id = current_setting('souvenir.workspace_id', true))
           or current_setting('souvenir.night_scheduler', true) = 'on')
    with check ((user_id = current_setting('souvenir.user_id', true)
            and workspace_id = current_setting('souvenir.workspace_id', true))
           or current_setting('souvenir.night_scheduler', true) = 'on');

-- One run a user a night (or one "run now"): classified at 02:00, applied at 03:30 by one
-- command to memory-service whose answer brings the before/after images.
create table runs (
    id            uuid        primary key,
    user_id       text        not null,
    workspace_id  text        not null,
    night         date,
    trigger       text        not null check (trigger in ('night', 'now')),
    status        text        not null check (status in ('classified', 'applying', 'applied', 'failed', 'rolling-back', 'rolled-back')),
    trace_id      text        not null,
    started_at    timestamptz not null,
    apply_at      timestamptz not null,
    sent_at       timestamptz,
    finished_at   timestamptz,
    failure       text,
    rolled_back_at timestamptz
);
-- two instances never run one user's night twice
create unique index runs_one_a_night on runs (user_id, workspace_id, night) where trigger = 'night';
create index runs_by_user on runs (user_id, workspace_id, started_at desc);
create index runs_to_apply on runs (apply_at) where status in ('classified', 'applying', 'rolling-back');
call isolate_by_tenant('runs');
alter policy tenant_isolation on runs
    using ((user_id = current_setting('souvenir.user_id', true)
            and workspace_id = current_setting('souvenir.workspace_id', true))
           or current_setting('souvenir.night_scheduler', true) = 'on');

-- What the run decided for each candidate, and what the apply changed (rows as memory-service holds them).
create table decisions (
    run_id        uuid        not null references runs (id) on delete cascade,
    memory_id     uuid        not null,
    user_id       text        not null,
    workspace_id  text        not null,
    outcome       text        not null check (outcome in ('promoted', 'held', 'review', 'superseded')),
    rule          text        not null,
    supersedes    uuid,
    text          text        not null,
    kind          text        not null,
    domain        text        not null,
    before        jsonb,
    after         jsonb,
    replaced_before jsonb,
    replaced_after  jsonb,
    primary key (run_id, memory_id)
);
call isolate_by_tenant('decisions');

-- What waits for the user: a candidate in a guarded domain, or that contradicts something that never changes.
create table review_items (
    id            uuid        primary key,
    run_id        uuid        not null references runs (id) on delete cascade,
    memory_id     uuid        not null,
    user_id       text        not null,
    workspace_id  text        not null,
    text          text        not null,
    domain        text        not null,
    reason        text        not null,
    status        text        not null check (status in ('waiting', 'approving', 'approved', 'rejecting', 'rejected')),
    created_at    timestamptz not null,
    decided_at    timestamptz
);
create unique index review_items_one_waiting on review_items (user_id, workspace_id, memory_id) where status = 'waiting';
call isolate_by_tenant('review_items');
