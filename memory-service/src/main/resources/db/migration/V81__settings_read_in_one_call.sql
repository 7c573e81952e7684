-- The settings asked for when a user speaks (SettingsService.read), in one statement instead of a
-- transaction of three: the call binds its own statement's transaction to the tenant, as
-- TenantSession does (transaction-local, so the pooled connection keeps nothing of it), and reads
-- the row under row-level security like any other query of the service's role. No row: the defaults.
create function settings_of(p_user_id text, p_workspace_id text)
returns table (memory_enabled boolean, paused_until timestamptz, time_zone text, language text, updated_at timestamptz)
language plpgsql volatile as $$
begin
    perform set_config('souvenir.user_id', p_user_id, true), set_config('souvenir.workspace_id', p_workspace_id, true);
    return query
        select s.memory_enabled, s.paused_until, s.time_zone, s.language, s.updated_at
          from settings s
         where s.user_id = p_user_id and s.workspace_id = p_workspace_id;
end
$$;
