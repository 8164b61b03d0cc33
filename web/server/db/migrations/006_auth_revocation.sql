-- Servers remember who a token is at a table (web/server/auth-cache.ts). Every change that takes a
-- credential away from a seat tells them, in the statement that makes it: NOTIFY carto_auth with
-- the table id (delivered at commit, to every process sharing the database). carto_append as in
-- 005_accounts.sql, plus that notification for a seat handed to a newcomer ('take') and for a
-- guest leaving before the start ('remove': the later seats move down one, their tokens with them).
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
      PERFORM pg_notify('carto_auth', p_id);
    WHEN 'remove' THEN
      DELETE FROM carto_seats WHERE table_id = p_id AND seat = (p_seat_op->>'seat')::smallint;
      FOR s IN SELECT seat FROM carto_seats WHERE table_id = p_id AND seat > (p_seat_op->>'seat')::smallint ORDER BY seat LOOP
        UPDATE carto_seats SET seat = s - 1 WHERE table_id = p_id AND seat = s;
      END LOOP;
      PERFORM pg_notify('carto_auth', p_id);
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
