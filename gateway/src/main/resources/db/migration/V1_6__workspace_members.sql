-- Who belongs to each workspace: every user who signed in (or spoke through a linked channel) with
-- a token of that workspace, registered on their first request, and whether a workspace admin
-- removed them. Removal is not a wipe: the member's memory stays untouched, restoring gives it back.
create table workspace_members (
    workspace_id  text        not null,
    user_id       text        not null,
    username      text,                  -- preferred_username of the token (unknown until they use the web or the API)
    role          text        not null check (role in ('member', 'admin')),
    status        text        not null default 'active' check (status in ('active', 'removed')),
    joined_at     timestamptz not null default now(),
    last_seen_at  timestamptz not null default now(),
    removed_at    timestamptz,
    removed_by    text,                  -- the user id of the admin who removed them
    primary key (workspace_id, user_id)
);

-- A workspace's table, not a user's: its admins list and change every member's row, so the policy
-- compares the workspace alone (TenantSession binds souvenir.workspace_id from the verified token).
-- The policy's name marks it for the catalogue checks: the GDPR wipe leaves these rows to the
-- workspace (erasing one would undo a removal), and the isolation tests probe them by workspace.
alter table workspace_members enable row level security;
alter table workspace_members force row level security;
create policy workspace_isolation on workspace_members
    using (workspace_id = current_setting('souvenir.workspace_id', true))
    with check (workspace_id = current_setting('souvenir.workspace_id', true));
