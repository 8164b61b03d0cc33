-- Group commit (web/server/db/group-commit.ts): the appends a server process has ready at one moment
-- go to the database as ONE statement, so ONE transaction and one durable commit acknowledge them
-- all. Each append is carto_append as before, in a block of its own: an append that fails (the
-- idempotency key already in the log) is undone alone and reported in its place, the others
-- commit. Returns one entry per append, in order: true or false (carto_append's answer), or
-- {"code": SQLSTATE, "message": ...} for an append that failed.
CREATE FUNCTION carto_append_many(p_appends jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  a jsonb;
  results jsonb := '[]'::jsonb;
  ok boolean;
BEGIN
  FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
    BEGIN
      ok := carto_append(
        a->>'id', (a->>'expected')::integer, a->>'kind', (a->>'seat')::smallint, a->'body',
        a->>'key', a->>'request_hash', a->>'status', (a->>'at')::double precision,
        CASE WHEN jsonb_typeof(a->'seat_op') = 'object' THEN a->'seat_op' END
      );
      results := results || jsonb_build_array(ok);
    EXCEPTION WHEN unique_violation THEN
      results := results || jsonb_build_array(jsonb_build_object('code', SQLSTATE, 'message', SQLERRM));
    END;
  END LOOP;
  RETURN results;
END
$$;
