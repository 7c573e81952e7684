-- Shared by every service (platform module). Each service's own tables start at V1.
--
-- Row-level security: the runtime role does not own these tables, and FORCE makes the policies
-- apply to the owner as well. A transaction sees a user's rows only after TenantSession set
-- souvenir.user_id / souvenir.workspace_id (SET LOCAL); with nothing set it sees nothing.

-- Every user table calls this right after it is created: one definition of "a user's rows".
create procedure isolate_by_tenant(user_table regclass)
language plpgsql as $$
begin
    execute format('alter table %s enable row level security', user_table);
    execute format('alter table %s force row level security', user_table);
    execute format($policy$
        create policy tenant_isolation on %s
            using (user_id = current_setting('souvenir.user_id', true)
                   and workspace_id = current_setting('souvenir.workspace_id', true))
            with check (user_id = current_setting('souvenir.user_id', true)
                   and workspace_id = current_setting('souvenir.workspace_id', true))$policy$, user_table);
end
$$;

create table processed_events (
    consumer      text        not null,
    event_id      uuid        not null,
    user_id       text        not null,
    workspace_id  text        not null,
    processed_at  timestamptz not null default now(),
    primary key (consumer, event_id)
);
create index processed_events_by_user on processed_events (user_id, workspace_id);
call isolate_by_tenant('processed_events');

-- Events wait here from the commit of the state change that caused them until the relay has
-- handed them to Kafka; then they are deleted. id gives the publication order.
create table outbox (
    id            bigint generated always as identity primary key,
    event_id      uuid        not null unique,
    topic         text        not null,
    record_key    text        not null,
    payload       text        not null,
    traceparent   text,
    user_id       text        not null,
    workspace_id  text        not null,
    created_at    timestamptz not null default now()
);

alter table outbox enable row level security;
alter table outbox force row level security;
-- the relay reads and deletes every user's rows; it declares itself with souvenir.outbox_relay
create policy tenant_isolation on outbox
    using ((user_id = current_setting('souvenir.user_id', true)
            and workspace_id = current_setting('souvenir.workspace_id', true))
           or current_setting('souvenir.outbox_relay', true) = 'on')
    with check (user_id = current_setting('souvenir.user_id', true)
           and workspace_id = current_setting('souvenir.workspace_id', true));
