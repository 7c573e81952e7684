-- The operator's connector health across users, without the scan flag the app role could set for
-- itself (V71): a SECURITY DEFINER function owned by this schema's owner returns counts per failure
-- type and nothing else (never a recipient, a subject or a user).
create function recent_connector_failures(p_tool text, p_since timestamptz)
returns table (failure text, failures bigint, last_at timestamptz)
language sql stable security definer set search_path from current as $$
    select a.failure, count(*), max(coalesce(a.finished_at, a.next_attempt_at, a.decided_at)) from actions a
     where a.tool = p_tool and a.failure is not null
       and coalesce(a.finished_at, a.next_attempt_at, a.decided_at) > p_since
     group by a.failure order by count(*) desc, a.failure
$$;
