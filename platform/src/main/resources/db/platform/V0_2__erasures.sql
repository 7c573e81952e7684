-- Users erased recently, by a one-way hash of their tenant (no user id is kept, so this is not a
-- user table and survives the erasure): an event published before the erasure but delivered
-- after it is skipped instead of bringing the user's rows back.
create table erasures (
    tenant_hash  text        primary key,
    erased_at    timestamptz not null
);
