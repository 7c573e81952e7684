-- Contexts: mission-bounded workspaces (API.md, "Contexts"). A context's core is its frame
-- (name, mission, directives) and its state (state, synthesis, handoff, and the todos,
-- decisions, contradictions and open questions in context_items). Sources are material kept
-- verbatim; only an ingestion turns them into notes and items, which cite them through
-- context_citations: a citation's foreign key points at a source, so nothing can cite an output.

create table contexts (
    user_id       text        not null,
    workspace_id  text        not null,
    id            uuid        primary key,
    name          text        not null,
    -- the name as "Ouvre salon-bois" finds it: case and accents folded
    name_key      text        not null,
    mission       text        not null,
    directives    text,
    state         text,
    synthesis     text,
    handoff       text,
    created_at    timestamptz not null,
    updated_at    timestamptz not null,
    unique (user_id, workspace_id, name_key)
);
call isolate_by_tenant('contexts');

create table context_sources (
    user_id       text        not null,
    workspace_id  text        not null,
    id            uuid        primary key,
    context_id    uuid        not null references contexts (id) on delete cascade,
    kind          text        not null check (kind in ('note', 'dictation', 'transcript')),
    title         text,
    text          text        not null,
    format        text        check (format in ('plain', 'srt', 'vtt')),
    speakers      text[]      not null default '{}',
    -- a transcript's speaker turns, as read from it: [{"speaker","at","text"}]
    turns         jsonb,
    recorded_at   timestamptz,
    created_at    timestamptz not null,
    -- set once, by the ingestion that read it: a source is ingested once
    ingested_by   uuid
);
create index context_sources_by_context on context_sources (context_id, created_at);
call isolate_by_tenant('context_sources');

create table context_notes (
    user_id       text        not null,
    workspace_id  text        not null,
    id            uuid        primary key,
    context_id    uuid        not null references contexts (id) on delete cascade,
    text          text        not null,
    job_id        uuid,
    created_at    timestamptz not null
);
create index context_notes_by_context on context_notes (context_id, created_at);
call isolate_by_tenant('context_notes');

-- the state's lists: todos (done or not), decisions, contradictions (open or resolved), open questions
create table context_items (
    user_id       text        not null,
    workspace_id  text        not null,
    id            uuid        primary key,
    context_id    uuid        not null references contexts (id) on delete cascade,
    kind          text        not null check (kind in ('todo', 'decision', 'contradiction', 'question')),
    text          text        not null,
    done          boolean     not null default false,
    job_id        uuid,
    created_at    timestamptz not null,
    updated_at    timestamptz not null
);
create index context_items_by_context on context_items (context_id, kind, created_at);
call isolate_by_tenant('context_items');

create table context_citations (
    user_id       text        not null,
    workspace_id  text        not null,
    -- a note or an item
    cited_by      uuid        not null,
    source_id     uuid        not null references context_sources (id) on delete cascade,
    quote         text        not null,
    position      integer     not null,
    primary key (cited_by, position)
);
create index context_citations_by_source on context_citations (source_id);
call isolate_by_tenant('context_citations');

create table context_outputs (
    user_id       text        not null,
    workspace_id  text        not null,
    id            uuid        primary key,
    context_id    uuid        not null references contexts (id) on delete cascade,
    title         text        not null,
    body          text        not null,
    created_at    timestamptz not null
);
call isolate_by_tenant('context_outputs');

create table context_ingestions (
    user_id        text        not null,
    workspace_id   text        not null,
    id             uuid        primary key,
    context_id     uuid        not null references contexts (id) on delete cascade,
    status         text        not null check (status in ('queued', 'running', 'done', 'failed')),
    -- sources to read when it was asked for, and read so far (its progress)
    sources        integer     not null default 0,
    read           integer     not null default 0,
    notes          integer     not null default 0,
    decisions      integer     not null default 0,
    todos          integer     not null default 0,
    contradictions integer     not null default 0,
    questions      integer     not null default 0,
    engine         text,
    requested_at   timestamptz not null,
    finished_at    timestamptz
);
call isolate_by_tenant('context_ingestions');

-- the context a chat session has open: resolved once when the user opens it, kept for the session
create table context_sessions (
    user_id       text        not null,
    workspace_id  text        not null,
    session_id    uuid        not null,
    context_id    uuid        not null references contexts (id) on delete cascade,
    opened_at     timestamptz not null,
    primary key (user_id, workspace_id, session_id)
);
call isolate_by_tenant('context_sessions');
