-- The membership check of every request (Membership.admit) in one statement instead of a
-- transaction of three: the call binds its own statement's transaction to the member's tenant, as
-- TenantSession does (transaction-local, so the pooled connection keeps nothing of it), then, under
-- row-level security, reads whether the member is active or, on first sight and when they are due
-- to be marked seen, registers them or marks them seen. A removed member's row is left as it is.
create function member_admitted(p_workspace_id text, p_user_id text, p_username text, p_role text, p_mark_seen boolean)
returns boolean
language plpgsql volatile as $$
declare
    active boolean;
begin
    perform set_config('souvenir.user_id', p_user_id, true), set_config('souvenir.workspace_id', p_workspace_id, true);
    if not p_mark_seen then
        select m.status = 'active' into active
          from workspace_members m
         where m.workspace_id = p_workspace_id and m.user_id = p_user_id;
        if found then
            return active;
        end if;
    end if;
    insert into workspace_members as m (workspace_id, user_id, username, role)
    values (p_workspace_id, p_user_id, p_username, coalesce(p_role, 'member'))
    on conflict (workspace_id, user_id) do update
       set last_seen_at = now(), username = coalesce(p_username, m.username), role = coalesce(p_role, m.role)
     where m.status = 'active'
    returning true into active;
    return coalesce(active, false);
end
$$;
