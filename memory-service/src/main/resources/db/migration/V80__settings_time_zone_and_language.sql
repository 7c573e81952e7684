-- The user's own time zone (IANA id, e.g. America/New_York) and UI language (fr, en), taken from
-- the browser at login and editable in the settings. Null until known: the service defaults apply.
alter table settings add column time_zone text;
alter table settings add column language text check (language in ('fr', 'en'));
