-- The outbox relay, in order across instances and without a flag the app role could set for itself.
--
-- Before: the relay declared itself with set_config('souvenir.outbox_relay', 'on'), which any
-- statement of the service role could do, and locked batches with SKIP LOCKED, so a second
-- instance could send a user's later event while the first still held their earlier one.
--
-- Now: the outbox is split into shards by record key (the user); an instance relays a shard only
-- while it holds that shard's advisory lock, to the end of its transaction, and in id order. Two
-- SECURITY DEFINER functions owned by this schema's owner are the only way past the tenant policy.
drop policy tenant_isolation on outbox;
create policy tenant_isolation on outbox
    using (user_id = current_setting('souvenir.user_id', true)
           and workspace_id = current_setting('souvenir.workspace_id', true))
    with check (user_id = current_setting('souvenir.user_id', true)
           and workspace_id = current_setting('souvenir.workspace_id', true));
do $$
begin
    execute format('create policy outbox_relay on outbox to %I using (true)', current_user);
end
$$;

-- The shard of a record key, 0 to p_shards - 1.
create function outbox_shard(p_key text, p_shards int) returns int
language sql immutable as $$
    select (hashtext(p_key) & 2147483647) % p_shards
$$;

-- The oldest rows of one shard, or none when another relay holds it (it sends them, in order).
create function outbox_relay_batch(p_shard int, p_shards int, p_limit int)
returns table (id bigint, topic text, record_key text, payload text, traceparent text)
language plpgsql volatile security definer set search_path from current as $$
begin
    if not pg_try_advisory_xact_lock(hashtext(current_schema() || '.outbox'), p_shard) then
        return;
    end if;
    return query
        select o.id, o.topic, o.record_key, o.payload, o.traceparent
          from outbox o
         where outbox_shard(o.record_key, p_shards) = p_shard
         order by o.id
         limit p_limit;
end
$$;

-- Rows Kafka acknowledged, deleted by the relay that holds their shard.
create function outbox_relay_delete(p_shard int, p_shards int, p_ids bigint[]) returns int
language plpgsql volatile security definer set search_path from current as $$
declare
    deleted int;
begin
    if not pg_try_advisory_xact_lock(hashtext(current_schema() || '.outbox'), p_shard) then
        raise exception 'outbox shard % is relayed by another transaction', p_shard;
    end if;
    delete from outbox o where o.id = any(p_ids) and outbox_shard(o.record_key, p_shards) = p_shard;
    get diagnostics deleted = row_count;
    return deleted;
end
$$;
