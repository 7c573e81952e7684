-- A message whose memory the user deleted is forgotten by search: the memory must not come back
-- through the words it was kept from. The message stays in its conversation's history.
alter table messages add column forgotten_at timestamptz;
