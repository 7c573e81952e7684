-- Search keeps each user's rows in memory; after a change it reads again only the rows changed
-- since its last read (and the ids still live, for deletions), not all of them.
create function touch_changed_at() returns trigger language plpgsql as $$
begin
    new.changed_at := clock_timestamp();
    return new;
end
$$;

alter table memories add column changed_at timestamptz not null default now();
create trigger memories_changed_at before update on memories for each row execute function touch_changed_at();
create index memories_by_change on memories (user_id, workspace_id, changed_at);

alter table messages add column changed_at timestamptz not null default now();
create trigger messages_changed_at before update on messages for each row execute function touch_changed_at();
create index messages_by_change on messages (user_id, workspace_id, changed_at);
