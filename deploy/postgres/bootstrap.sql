-- Souvenir: database, schemas and roles. Run as a superuser, connected to any database:
--   psql -v ON_ERROR_STOP=1 -d postgres -f deploy/postgres/bootstrap.sql
-- `./souvenir up` and `./souvenir test` run it on every start; it is idempotent.
--
-- One schema per service, two roles per schema:
--   <schema>_owner  owns the schema and every table in it; Flyway connects with it.
--   <schema>_app    what the service runs as: DML on its own schema only, never an owner, so
--                   FORCE ROW LEVEL SECURITY applies to it.
-- LOCAL DEVELOPMENT ONLY: each role's password is its own name (gateway_owner/gateway_owner,
-- memory_app/memory_app, ...). Any real deployment creates these roles with real secrets.
--
-- Adding a service with a database = one more element in `schemas` below.

SELECT 'CREATE DATABASE souvenir' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'souvenir')
\gexec

\connect souvenir

-- The list of service schemas: the single place to edit.
SELECT set_config('souvenir.schemas', 'gateway,turn,memory,ledger,verifier,consolidator', false);

-- Extensions for search (memory-service): accent folding, trigram similarity, and btree
-- operator classes in GIN indexes. They live in public, which every role may use but none
-- may create in; services call them schema-qualified (public.unaccent, OPERATOR(public.%)).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;
GRANT USAGE ON SCHEMA public TO PUBLIC;
-- Under row-level security the planner evaluates the tenant policy before any operator that is
-- not leak-proof, so a full-text match (tsvector @@ tsquery) could never use an index and search
-- would read every row of the user. The match only compares lexemes and raises no error that
-- depends on the data it reads, so it is declared leak-proof (superuser only, hence here).
ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF;

-- Nobody creates objects in public; nobody but our roles connects.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
REVOKE ALL ON DATABASE souvenir FROM PUBLIC;

DO $bootstrap$
DECLARE
  s     text;
  owner text;
  app   text;
BEGIN
  FOREACH s IN ARRAY string_to_array(current_setting('souvenir.schemas'), ',') LOOP
    owner := s || '_owner';
    app   := s || '_app';

    -- roles (cluster-wide): create once, then (re)assert their attributes every run
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = owner) THEN
      EXECUTE format('CREATE ROLE %I', owner);
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = app) THEN
      EXECUTE format('CREATE ROLE %I', app);
    END IF;
    EXECUTE format('ALTER ROLE %I WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS NOREPLICATION PASSWORD %L',
                   owner, owner);
    EXECUTE format('ALTER ROLE %I WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS NOREPLICATION PASSWORD %L',
                   app, app);
    EXECUTE format('ALTER ROLE %I IN DATABASE souvenir SET search_path = %I', owner, s);
    EXECUTE format('ALTER ROLE %I IN DATABASE souvenir SET search_path = %I', app, s);
    EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE souvenir TO %I, %I', owner, app);

    -- the schema belongs to the owner role; the app role may only use what the owner creates
    EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', s, owner);
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', s, owner);
    EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', s);
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I', s, app);
    EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I',
                   owner, s, app);
    EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA %I GRANT USAGE, SELECT ON SEQUENCES TO %I',
                   owner, s, app);
    -- tables that already exist (e.g. migrated before this script last ran)
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO %I', s, app);
    EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO %I', s, app);
  END LOOP;
END
$bootstrap$;
