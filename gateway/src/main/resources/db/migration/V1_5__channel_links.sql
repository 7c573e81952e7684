-- Channels other than the web page (Telegram, email): which chat or address speaks for which user.
-- Every table is a user table like any other (isolate_by_tenant: FORCE ROW LEVEL SECURITY), and
-- the GDPR wipe erases them with the rest.

-- A linking code: shown to a signed-in user, sent back by them from Telegram (/start CODE) or in
-- an email from their address. Short-lived and single use.
create table channel_link_codes (
    code          text        primary key,
    user_id       text        not null,
    workspace_id  text        not null,
    expires_at    timestamptz not null,
    created_at    timestamptz not null default now()
);
create index channel_link_codes_by_user on channel_link_codes (user_id, workspace_id);
call isolate_by_tenant('channel_link_codes');

-- A linked chat or address: at most one per user and channel, and one user per chat or address.
create table channel_links (
    channel       text        not null check (channel in ('telegram', 'email')),
    address       text        not null,  -- the Telegram chat id, or the email address in lower case
    user_id       text        not null,
    workspace_id  text        not null,
    session_id    uuid        not null,  -- the conversation this chat or address continues
    language      text,                  -- fr or en, as the chat or the message said
    linked_at     timestamptz not null default now(),
    primary key (channel, address),
    unique (user_id, workspace_id, channel)
);
call isolate_by_tenant('channel_links');

-- A turn that came from a channel, kept until its reply has been delivered there (to the same chat
-- or address, as an answer to the same message).
create table channel_turns (
    turn_id       uuid        primary key,
    channel       text        not null,
    address       text        not null,
    reply_to      text,                  -- the Telegram message id, or the email's Message-ID
    subject       text,                  -- the email's subject
    user_id       text        not null,
    workspace_id  text        not null,
    created_at    timestamptz not null default now()
);
create index channel_turns_by_user on channel_turns (user_id, workspace_id);
call isolate_by_tenant('channel_turns');

-- An inbound message names a chat or an address, not a user: the tenant is what we are looking
-- for, so it cannot be bound yet. Two SECURITY DEFINER functions, owned by this schema's owner
-- role, do exactly that lookup and nothing else; the policy below lets only that role (i.e. only
-- these functions at run time) past the tenant policy, and the service role may execute the
-- functions but still reads the tables under its tenant alone.
do $$
begin
    execute format('create policy channel_lookup on channel_links to %I using (true) with check (true)', current_user);
    execute format('create policy channel_lookup on channel_link_codes to %I using (true) with check (true)', current_user);
end
$$;

-- Who a chat or an address belongs to (no row: nobody).
create function channel_link_owner(p_channel text, p_address text)
returns table (user_id text, workspace_id text, session_id uuid, language text)
language sql stable security definer set search_path from current as $$
    select l.user_id, l.workspace_id, l.session_id, l.language
      from channel_links l
     where l.channel = p_channel and l.address = p_address
$$;

-- Spends a live code on a chat or an address: the code is deleted, the chat or address is linked
-- to the code's user (replacing their previous link on that channel, and whoever held that chat or
-- address before). No row: the code is unknown, used or expired.
create function redeem_link_code(p_code text, p_channel text, p_address text, p_language text)
returns table (user_id text, workspace_id text, session_id uuid, language text)
language plpgsql volatile security definer set search_path from current as $$
#variable_conflict use_column
declare
    holder record;
begin
    delete from channel_link_codes c
     where c.code = p_code and c.expires_at > now()
    returning c.user_id, c.workspace_id into holder;
    if not found then
        return;
    end if;
    delete from channel_links l
     where l.channel = p_channel
       and (l.address = p_address or (l.user_id = holder.user_id and l.workspace_id = holder.workspace_id));
    return query
        insert into channel_links as l (channel, address, user_id, workspace_id, session_id, language)
        values (p_channel, p_address, holder.user_id, holder.workspace_id, gen_random_uuid(), p_language)
        returning l.user_id, l.workspace_id, l.session_id, l.language;
end
$$;

do $$
declare
    app text := regexp_replace(current_user, '_owner$', '_app');
begin
    revoke all on function channel_link_owner(text, text) from public;
    revoke all on function redeem_link_code(text, text, text, text) from public;
    execute format('grant execute on function channel_link_owner(text, text) to %I', app);
    execute format('grant execute on function redeem_link_code(text, text, text, text) to %I', app);
end
$$;
