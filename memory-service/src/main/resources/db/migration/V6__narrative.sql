-- Narrative memory. A session keeps a rolling summary of what fell out of the live window,
-- extended one batch at a time; each user has one identity card, rendered from their durable
-- memories whenever those change.
alter table sessions add column summary text;
alter table sessions add column summarized_through timestamptz;
alter table sessions add column summarized_messages integer not null default 0;
alter table sessions add column summary_batches integer not null default 0;

create table identity_cards (
    user_id       text        not null,
    workspace_id  text        not null,
    markdown      text        not null,
    updated_at    timestamptz not null,
    primary key (user_id, workspace_id)
);
call isolate_by_tenant('identity_cards');
