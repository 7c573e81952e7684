-- Knowledge index: named sources of documents (a project's markdown notes, an assistant's own
-- notes), each replaced whole. PostgreSQL holds the truth; memory-service searches an in-process
-- Lucene index derived from these rows per user and source, keyed by the source's revision, so
-- every instance answers from the same rows and a change anywhere is seen everywhere.

create table knowledge_sources (
    user_id       text        not null,
    workspace_id  text        not null,
    name          text        not null,
    documents     integer     not null,
    -- a new value at every change of the source: an index built from another revision is stale
    revision      uuid        not null,
    rebuilt_at    timestamptz not null,
    primary key (user_id, workspace_id, name)
);
call isolate_by_tenant('knowledge_sources');

create table knowledge_documents (
    user_id       text        not null,
    workspace_id  text        not null,
    source        text        not null,
    path          text        not null,
    id            uuid        not null,
    name          text        not null,
    description   text,
    keywords      text[]      not null default '{}',
    type          text,
    summary       text,
    body          text,
    updated_at    timestamptz not null,
    expires_at    timestamptz,
    -- what the document says, so a rebuild rewrites only the documents that changed
    content_hash  text        not null,
    primary key (user_id, workspace_id, source, path),
    foreign key (user_id, workspace_id, source) references knowledge_sources (user_id, workspace_id, name) on delete cascade
);
create unique index knowledge_documents_by_id on knowledge_documents (id);
call isolate_by_tenant('knowledge_documents');
