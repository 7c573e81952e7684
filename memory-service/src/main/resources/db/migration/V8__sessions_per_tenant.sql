-- A session id is chosen by the client (POST /api/v1/turns "sessionId") or derived from an imported
-- conversation: it names a session of its tenant only. With the id alone as primary key, a session
-- id used first by one user made every later message of another user in a session of that id fail
-- (duplicate key, dead-lettered after retries that held up the consumer): one user could squat
-- another's conversation. The key is the tenant and the id.
alter table messages drop constraint messages_session_id_fkey;
alter table sessions drop constraint sessions_pkey;
alter table sessions add primary key (user_id, workspace_id, id);
alter table messages add constraint messages_session_fkey foreign key (user_id, workspace_id, session_id)
    references sessions (user_id, workspace_id, id) on delete cascade;
