-- A consumer's claim on an event in one round trip (IncomingEvents.claim), instead of four
-- statements: bind the transaction to the event's tenant (as TenantSession does), take the
-- tenant's shared lock (an erasure takes it exclusively, as Erasures.guard does), skip an event of
-- a user erased since it was published, and record the event as handled by the consumer.
-- 'first': the consumer handles it now; 'again': it already did; 'erased': its user was erased after it.
create function claim_event(p_consumer text, p_event_id uuid, p_user_id text, p_workspace_id text, p_tenant_hash text,
                            p_occurred_at timestamptz) returns text
language plpgsql as $$
begin
    perform set_config('souvenir.user_id', p_user_id, true), set_config('souvenir.workspace_id', p_workspace_id, true);
    perform pg_advisory_xact_lock_shared(hashtext(current_schema() || '.tenant'), hashtext(p_tenant_hash));
    if exists (select 1 from erasures where tenant_hash = p_tenant_hash and erased_at >= p_occurred_at) then
        return 'erased';
    end if;
    insert into processed_events (consumer, event_id, user_id, workspace_id)
    values (p_consumer, p_event_id, p_user_id, p_workspace_id)
    on conflict (consumer, event_id) do nothing;
    return case when found then 'first' else 'again' end;
end
$$;
