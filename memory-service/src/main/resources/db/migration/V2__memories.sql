-- Memories (ARCHITECTURE §3) and the links between them. Persons are memories of kind 'person';
-- a memory about someone links to that person (about_person) instead of copying them.

create table memories (
    id                 uuid        primary key,
    user_id            text        not null,
    workspace_id       text        not null,
    kind               text        not null check (kind in ('fact', 'person', 'event', 'memo', 'task', 'reminder', 'topic')),
    facet              text        check (facet in ('identity', 'preference', 'ongoing', 'commitment', 'general')),
    domain             text        not null default 'none' check (domain in ('none', 'identity', 'health', 'finance', 'legal')),
    text               text        not null,
    normalized_hash    text        not null,
    person_name        text,
    person_relation    text,
    occurred_at        timestamptz,
    due_at             timestamptz,
    valid_from         timestamptz,
    valid_to           timestamptz,
    recorded_at        timestamptz not null default now(),
    retired_at         timestamptz,
    visible            boolean     not null,
    confidence         real        not null,
    source             text        not null check (source in ('turn', 'verifier', 'consolidator', 'import', 'user')),
    source_message_id  uuid,
    turn_id            uuid,
    status             text        not null default 'active' check (status in ('active', 'candidate', 'superseded', 'archived')),
    last_mentioned_at  timestamptz not null default now(),
    check (facet is null or kind = 'fact')
);
-- one live memory per content per user: dedup by normalised content
create unique index memories_dedup on memories (user_id, workspace_id, normalized_hash) where status in ('active', 'candidate');
create index memories_by_user on memories (user_id, workspace_id, recorded_at desc, id desc);
create index memories_persons on memories (user_id, workspace_id, kind) where kind = 'person';
call isolate_by_tenant('memories');

create table memory_links (
    from_id       uuid        not null references memories (id) on delete cascade,
    to_id         uuid        not null references memories (id) on delete cascade,
    type          text        not null check (type in ('about_person', 'same_topic', 'supersedes', 'contradicts', 'part_of')),
    user_id       text        not null,
    workspace_id  text        not null,
    created_at    timestamptz not null default now(),
    primary key (from_id, to_id, type)
);
create index memory_links_to on memory_links (to_id);
call isolate_by_tenant('memory_links');
