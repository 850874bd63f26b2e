-- "Last active" is kept to the precision of `sessions.last_seen_at` (5 minutes, plugins/auth.ts).
-- `users.last_active_at` is indexed (talent search's "recently active" order), so every rewrite of a
-- users row is a non-HOT update through all of its indexes, the talent search GIN indexes included:
-- a sign-in no longer rewrites the row of someone already marked active in the last 5 minutes.
CREATE OR REPLACE FUNCTION talentport_session_seen() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET last_active_at = NEW.last_seen_at
    WHERE id = NEW.user_id AND last_active_at < NEW.last_seen_at - interval '5 minutes';
  RETURN NULL;
END $$;
