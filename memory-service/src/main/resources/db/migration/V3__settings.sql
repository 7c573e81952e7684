-- The user's memory controls. No row means the defaults: memory on, not paused.
create table settings (
    user_id        text        not null,
    workspace_id   text        not null,
    memory_enabled boolean     not null default true,
    paused_until   timestamptz,
    updated_at     timestamptz not null default now(),
    primary key (user_id, workspace_id)
);
call isolate_by_tenant('settings');
