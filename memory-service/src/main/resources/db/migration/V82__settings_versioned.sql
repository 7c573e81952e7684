-- Which version of the memory switches (memory on or off, the pause) a user has, one more for every
-- change of them, and when the latest versions began (oldest first, at most 8): a gateway decides a
-- turn on its copy of the settings and carries the version it knew, and memory-service keeps
-- nothing of a turn whose copy a change had outdated before the user spoke (SettingsService.decide).
-- Version 0, no time: never changed.
alter table settings add column memory_version bigint not null default 0;
alter table settings add column memory_changes timestamptz[] not null default '{}';

-- settings_of (V81) returns the version too: a new row type, so the function is dropped and made again
drop function settings_of(text, text);
create function settings_of(p_user_id text, p_workspace_id text)
returns table (memory_enabled boolean, paused_until timestamptz, time_zone text, language text, updated_at timestamptz,
               memory_version bigint)
language plpgsql volatile as $$
begin
    perform set_config('souvenir.user_id', p_user_id, true), set_config('souvenir.workspace_id', p_workspace_id, true);
    return query
        select s.memory_enabled, s.paused_until, s.time_zone, s.language, s.updated_at, s.memory_version
          from settings s
         where s.user_id = p_user_id and s.workspace_id = p_workspace_id;
end
$$;
