import type { Migration } from './migrate';

/**
 * The team server's own tables (the check days and the warehouse keep theirs apart). Times are the
 * database's (clock_timestamp()), so every server process agrees on them.
 */
export const TEAM_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
CREATE TABLE menumap.server_identity (
  id integer PRIMARY KEY CHECK (id = 1),
  key_salt bytea NOT NULL,
  -- Sealed with the key: a server started with another MENUMAP_SERVER_KEY is told so at once.
  key_check bytea NOT NULL
);

CREATE TABLE menumap.users (
  name text PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('admin', 'mapper', 'viewer')),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE menumap.sessions (
  token_hash bytea PRIMARY KEY,
  user_name text NOT NULL REFERENCES menumap.users (name) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_by_expiry ON menumap.sessions (expires_at);

CREATE TABLE menumap.vendor_connection (
  id integer PRIMARY KEY CHECK (id = 1),
  base_url text NOT NULL,
  username_sealed bytea NOT NULL,
  access_token_sealed bytea NOT NULL,
  password_sealed bytea NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- The budget every server process shares: send times and holds in the database's milliseconds.
CREATE TABLE menumap.rate_sends (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at double precision NOT NULL
);
CREATE INDEX rate_sends_by_key ON menumap.rate_sends (key, at);
CREATE TABLE menumap.rate_holds (
  key text PRIMARY KEY,
  until double precision NOT NULL
);

-- One slot in one statement: the advisory lock serialises every process on the key, and the
-- times come from the database's clock, the one clock they all share.
CREATE FUNCTION menumap.reserve_slot(
  p_key text, p_per_second integer, p_per_minute integer,
  p_second_ms double precision, p_minute_ms double precision)
RETURNS TABLE (taken boolean, slot_id bigint, wait_ms double precision, now_ms double precision, sends double precision[])
LANGUAGE plpgsql AS $$
DECLARE
  t double precision;
  log double precision[];
  n integer;
  free_at double precision;
  hold double precision;
  new_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('menumap.rate:' || p_key, 0));
  t := extract(epoch FROM clock_timestamp()) * 1000;
  SELECT coalesce(array_agg(s.at ORDER BY s.at), '{}') INTO log
    FROM menumap.rate_sends s WHERE s.key = p_key AND s.at > t - p_minute_ms;
  SELECT h.until INTO hold FROM menumap.rate_holds h WHERE h.key = p_key;
  free_at := greatest(t, coalesce(hold, t));
  n := coalesce(array_length(log, 1), 0);
  IF n >= p_per_second THEN free_at := greatest(free_at, log[n - p_per_second + 1] + p_second_ms); END IF;
  IF n >= p_per_minute THEN free_at := greatest(free_at, log[n - p_per_minute + 1] + p_minute_ms); END IF;
  IF free_at <= t THEN
    INSERT INTO menumap.rate_sends (key, at) VALUES (p_key, t) RETURNING id INTO new_id;
    DELETE FROM menumap.rate_sends s WHERE s.key = p_key AND s.at <= t - p_minute_ms;
    RETURN QUERY SELECT true, new_id, 0::double precision, t, log || t;
  ELSE
    RETURN QUERY SELECT false, NULL::bigint, free_at - t, t, log;
  END IF;
END $$;

-- The last code the server saw for each item (an items read or an accepted submit): the audit's
-- old code.
CREATE TABLE menumap.item_codes (
  branch text NOT NULL,
  item_id bigint NOT NULL,
  code text NOT NULL,
  PRIMARY KEY (branch, item_id)
);

-- Who is submitting a branch: one row per branch, held until its lease runs out.
CREATE TABLE menumap.branch_submits (
  branch text PRIMARY KEY,
  user_name text NOT NULL,
  started_at timestamptz NOT NULL,
  batches integer NOT NULL,
  records integer NOT NULL,
  lease_until timestamptz NOT NULL
);

CREATE TABLE menumap.audit (
  id bigserial PRIMARY KEY,
  user_name text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  branch text NOT NULL,
  item_id bigint NOT NULL,
  old_code text,
  new_code text NOT NULL,
  batch_id uuid NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('accepted', 'rejected', 'unknown')),
  answer text
);
CREATE INDEX audit_by_time ON menumap.audit (at DESC, id DESC);

-- Append-only, whoever owns the table: a trigger refuses every change but INSERT.
CREATE FUNCTION menumap.audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'menumap.audit is append-only: % is refused', TG_OP;
END $$;
CREATE TRIGGER audit_no_change BEFORE UPDATE OR DELETE ON menumap.audit
  FOR EACH ROW EXECUTE FUNCTION menumap.audit_is_append_only();
CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON menumap.audit
  FOR EACH STATEMENT EXECUTE FUNCTION menumap.audit_is_append_only();
REVOKE UPDATE, DELETE, TRUNCATE ON menumap.audit FROM PUBLIC;
`,
  },
];
