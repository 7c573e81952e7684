-- Why an action's last try failed, in words a person can be told (unreachable, refused, bad_address,
-- interrupted, unsupported, unexpected): the user reads a sentence made from it in their language;
-- the technical reason (exception, host, port) stays in "reason", for the operator only.
alter table actions add column failure text;
