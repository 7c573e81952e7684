-- Where a message comes from, for imported conversations: who spoke (a name, not only a role)
-- and the id it has in the system it was imported from. Search hits carry these external ids.
alter table messages add column speaker text;
alter table messages add column external_id text;
create unique index messages_external_id on messages (user_id, workspace_id, external_id) where external_id is not null;
