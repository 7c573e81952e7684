-- Members a workspace admin removed, by a one-way hash of their tenant (like erasures: no user id
-- is kept, so this is not a user table). Every service refuses a removed member; the latest word
-- (removed or let in again) wins, by the time the admin said it.
create table member_access (
    tenant_hash  text        primary key,
    removed      boolean     not null,
    changed_at   timestamptz not null
);
create index member_access_removed on member_access (tenant_hash) where removed;
