-- The scheduler's scan across users, without a flag the app role could set for itself: before,
-- any statement that ran set_config('souvenir.scheduler', 'on') could read every user's actions and
-- reminders. Now four SECURITY DEFINER functions owned by this schema's owner return ids and
-- tenants of what falls due, and nothing else; every transition then runs bound to the row's tenant.
drop policy due_scan on actions;
drop policy due_scan on reminders;
do $$
begin
    execute format('create policy due_scan on actions for select to %I using (true)', current_user);
    execute format('create policy due_scan on reminders for select to %I using (true)', current_user);
end
$$;

create function due_expiring_actions(p_at timestamptz, p_limit int)
returns table (id uuid, user_id text, workspace_id text)
language sql stable security definer set search_path from current as $$
    select a.id, a.user_id, a.workspace_id from actions a
     where a.status = 'proposed' and a.expires_at <= p_at
     limit p_limit
$$;

create function due_runnable_actions(p_at timestamptz, p_limit int)
returns table (id uuid, user_id text, workspace_id text)
language sql stable security definer set search_path from current as $$
    select a.id, a.user_id, a.workspace_id from actions a
     where a.status = 'confirmed' and a.sending_since is null and coalesce(a.next_attempt_at, a.decided_at) <= p_at
     limit p_limit
$$;

create function due_interrupted_actions(p_started_before timestamptz, p_limit int)
returns table (id uuid, user_id text, workspace_id text)
language sql stable security definer set search_path from current as $$
    select a.id, a.user_id, a.workspace_id from actions a
     where a.status = 'confirmed' and a.sending_since <= p_started_before
     limit p_limit
$$;

create function due_reminders(p_at timestamptz, p_limit int)
returns table (id uuid, user_id text, workspace_id text)
language sql stable security definer set search_path from current as $$
    select r.id, r.user_id, r.workspace_id from reminders r
     where r.notified_at is null and r.due_at <= p_at
     limit p_limit
$$;
