-- What only guards against Kafka delivering an event again is kept as long as Kafka may still
-- deliver it, and no longer: processed_events (idempotency) and erasures (tombstones). Pruning
-- crosses users, so it is a SECURITY DEFINER function of this schema's owner, like the relay's;
-- the runtime role still sees its tenant's processed events alone.
do $$
begin
    execute format('create policy retention on processed_events to %I using (true)', current_user);
end
$$;

create function prune_delivery_guards(p_processed_before timestamptz, p_erased_before timestamptz, p_limit int)
returns int
language plpgsql volatile security definer set search_path from current as $$
declare
    pruned int;
    tombstones int;
begin
    delete from processed_events p
     where (p.consumer, p.event_id) in (select q.consumer, q.event_id from processed_events q
                                         where q.processed_at < p_processed_before limit p_limit);
    get diagnostics pruned = row_count;
    delete from erasures e where e.erased_at < p_erased_before;
    get diagnostics tombstones = row_count;
    return pruned + tombstones;
end
$$;
create index processed_events_by_time on processed_events (processed_at);
