-- Portals' own accounts and webhooks (issue 32): a seat may belong to a portal's user (proven by
-- a claim the portal signs), and the events a portal subscribes to wait in an outbox until its
-- receiver has them.

-- the portal's user id of the seat's player (null: a seat of the server's own tokens)
ALTER TABLE carto_seats ADD COLUMN user_id text;
-- one seat per user at a table; "my tables" looks seats up by user
CREATE UNIQUE INDEX carto_seats_table_user ON carto_seats (table_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX carto_seats_user ON carto_seats (user_id) WHERE user_id IS NOT NULL;

-- Webhook deliveries: one row per event id (a second enqueue of the same event changes nothing),
-- sent until the receiver answers 2xx, with growing pauses, then given up.
CREATE TABLE carto_webhooks (
  event_id     text PRIMARY KEY,
  -- the exact JSON text sent and signed
  body         text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  next_at      timestamptz NOT NULL,
  delivered_at timestamptz,
  given_up_at  timestamptz,
  last_error   text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carto_webhooks_due ON carto_webhooks (next_at) WHERE delivered_at IS NULL AND given_up_at IS NULL;

-- carto_append as in 002_portal.sql (004_limits.sql leaves it as it is), with the seat's user id in the "insert" and "take" seat
-- changes (p_seat_op->>'user_id', null for a seat of the server's own tokens).
CREATE OR REPLACE FUNCTION carto_append(
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
      INSERT INTO carto_seats (table_id, seat, name, token_hash, user_id)
        VALUES (p_id, (p_seat_op->>'seat')::smallint, p_seat_op->>'name', p_seat_op->>'token_hash', p_seat_op->>'user_id');
    WHEN 'take' THEN
      UPDATE carto_seats SET name = p_seat_op->>'name', token_hash = p_seat_op->>'token_hash', replace_hash = NULL, user_id = p_seat_op->>'user_id'
        WHERE table_id = p_id AND seat = (p_seat_op->>'seat')::smallint AND replace_hash = p_seat_op->>'replace_hash';
      IF NOT FOUND THEN
        RETURN false;
      END IF;
    WHEN 'remove' THEN
      DELETE FROM carto_seats WHERE table_id = p_id AND seat = (p_seat_op->>'seat')::smallint;
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
