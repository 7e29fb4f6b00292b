-- Every instance keeps the sessions, API keys and breaks it has read in memory
-- (server/db/auth-changes.ts); a change to one of them is announced to every instance on commit,
-- whoever wrote it (another instance, a job, an operator's psql), so a logout, a password change,
-- an account's deletion, a plan bought, a key revoked or a break started counts everywhere at
-- once. The payload names what changed: 'user:<id>', 'session:<token hash>' or 'key:<key hash>'.
CREATE FUNCTION strix_announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  -- One branch per table: a record's fields are looked up when an expression runs, so each
  -- expression may name only its own table's columns.
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('strix_auth_changes', 'user:' || changed.id);
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('strix_auth_changes', 'session:' || changed.token_hash);
  ELSIF TG_TABLE_NAME = 'api_keys' THEN
    PERFORM pg_notify('strix_auth_changes', 'key:' || changed.key_hash);
  ELSE
    PERFORM pg_notify('strix_auth_changes', 'user:' || changed.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION strix_announce_auth_change();--> statement-breakpoint
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION strix_announce_auth_change();--> statement-breakpoint
CREATE TRIGGER api_keys_announce_change AFTER UPDATE OR DELETE ON "api_keys"
  FOR EACH ROW EXECUTE FUNCTION strix_announce_auth_change();--> statement-breakpoint
CREATE TRIGGER betting_limits_announce_change AFTER INSERT OR UPDATE OR DELETE ON "betting_limits"
  FOR EACH ROW EXECUTE FUNCTION strix_announce_auth_change();
