-- Online play for portals (issue 16): spectators, listed tables, seats that leave or are
-- replaced, tables abandoned by their host or expired when idle, and the indexes the quota and
-- the sweeper need.

-- sha256 of the spectator token (a read-only view of the table, no seat)
ALTER TABLE carto_tables ADD COLUMN spectator_hash text;
-- listed tables appear in GET /tables?status=open and take a seat without an invite
ALTER TABLE carto_tables ADD COLUMN listed boolean NOT NULL DEFAULT false;

ALTER TABLE carto_tables DROP CONSTRAINT carto_tables_status_check;
ALTER TABLE carto_tables ADD CONSTRAINT carto_tables_status_check
  CHECK (status IN ('open', 'playing', 'finished', 'abandoned', 'expired'));

ALTER TABLE carto_log DROP CONSTRAINT carto_log_kind_check;
ALTER TABLE carto_log ADD CONSTRAINT carto_log_kind_check
  CHECK (kind IN ('create', 'join', 'start', 'action', 'leave', 'replace', 'abandon', 'expire'));

-- sha256 of a one-seat invite the host made to replace this seat's player
ALTER TABLE carto_seats ADD COLUMN replace_hash text;

-- tables still in play, oldest activity first: the cap on live tables and the idle sweeper
CREATE INDEX carto_tables_live ON carto_tables (updated_at) WHERE status IN ('open', 'playing');
CREATE INDEX carto_tables_listed ON carto_tables (created_at) WHERE listed AND status = 'open';

-- Every change to a table after its creation in ONE statement (one round trip, atomic): check
-- that the table is still at the version the server decided on (else return false: the server
-- reads again and decides again), apply the seat change the decision needs, append the log row,
-- bump the version, notify. No transaction stays open while the server runs the rules, so the
-- embedded database (one connection) is never held across the request thread's other work, and
-- PostgreSQL holds the row lock for microseconds.
--   p_seat_op: null, or {"op": "insert", "seat", "name", "token_hash"} (a seat taken),
--   {"op": "take", "seat", "name", "token_hash", "replace_hash"} (a one-seat invite used),
--   {"op": "remove", "seat"} (a guest left before the start: later seats move down one).
CREATE FUNCTION carto_append(
  p_id text, p_expected integer, p_kind text, p_seat smallint, p_body jsonb,
  p_key text, p_request_hash text, p_status text, p_at_ms double precision, p_seat_op jsonb
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v integer;
  s smallint;
BEGIN
  SELECT version INTO v FROM carto_tables WHERE id = p_id FOR UPDATE;
  IF v IS DISTINCT FROM p_expected THEN
    RETURN false;
  END IF;
  CASE p_seat_op->>'op'
    WHEN 'insert' THEN
      INSERT INTO carto_seats (table_id, seat, name, token_hash)
        VALUES (p_id, (p_seat_op->>'seat')::smallint, p_seat_op->>'name', p_seat_op->>'token_hash');
    WHEN 'take' THEN
      UPDATE carto_seats SET name = p_seat_op->>'name', token_hash = p_seat_op->>'token_hash', replace_hash = NULL
        WHERE table_id = p_id AND seat = (p_seat_op->>'seat')::smallint AND replace_hash = p_seat_op->>'replace_hash';
      IF NOT FOUND THEN
        RETURN false;
      END IF;
    WHEN 'remove' THEN
      DELETE FROM carto_seats WHERE table_id = p_id AND seat = (p_seat_op->>'seat')::smallint;
      -- One row at a time, upwards, so (table, seat) stays unique at every step.
      FOR s IN SELECT seat FROM carto_seats WHERE table_id = p_id AND seat > (p_seat_op->>'seat')::smallint ORDER BY seat LOOP
        UPDATE carto_seats SET seat = s - 1 WHERE table_id = p_id AND seat = s;
      END LOOP;
    ELSE
      NULL;
  END CASE;
  INSERT INTO carto_log (table_id, version, kind, seat, body, idempotency_key, request_hash, at)
    VALUES (p_id, p_expected + 1, p_kind, p_seat, p_body, p_key, p_request_hash, to_timestamp(p_at_ms / 1000.0));
  UPDATE carto_tables SET version = p_expected + 1, status = p_status, updated_at = now() WHERE id = p_id;
  PERFORM pg_notify('carto_table', p_id || ':' || (p_expected + 1));
  RETURN true;
END
$$;
