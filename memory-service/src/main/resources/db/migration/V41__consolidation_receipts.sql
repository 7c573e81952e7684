-- Receipts of the consolidator's applies (a night's run, or one review decision): the before and
-- after images of every row an apply touched (memories and links as to_jsonb of the row, the
-- identity card), written in the apply's own transaction. A rollback writes the before-image back
-- in one transaction and marks the receipt; it never deletes a row before the restore is written.
create table consolidation_receipts (
    apply_id        uuid        primary key,
    user_id         text        not null,
    workspace_id    text        not null,
    applied_at      timestamptz not null,
    memories_before jsonb       not null,
    memories_after  jsonb       not null,
    links_before    jsonb       not null,
    links_after     jsonb       not null,
    card_before     jsonb,
    card_after      jsonb,
    rolled_back_at  timestamptz
);
create index consolidation_receipts_by_user on consolidation_receipts (user_id, workspace_id, applied_at desc);
call isolate_by_tenant('consolidation_receipts');

-- the night reads a user's candidates and the persons they are about
create index memories_candidates on memories (user_id, workspace_id) where status = 'candidate';
