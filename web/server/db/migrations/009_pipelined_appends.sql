-- Pipelined appends (web/server/service.ts, write): a table's next action may be decided on the
-- model an earlier append of the same table makes, before that append is committed, and travel in
-- the same group. Such an append names the earlier one: `after`, its index in the same group.
-- It is stored only if that one was (carto_append's answer true): the version check alone would
-- let it through when the earlier one failed and something else wrote exactly one row meanwhile,
-- and it was decided on a table that never was. Otherwise as in 007_group_commit.sql.
CREATE OR REPLACE FUNCTION carto_append_many(p_appends jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  a jsonb;
  results jsonb := '[]'::jsonb;
  ok boolean;
BEGIN
  FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
    IF jsonb_typeof(a->'after') = 'number' AND (results->((a->>'after')::integer)) IS DISTINCT FROM 'true'::jsonb THEN
      results := results || jsonb_build_array(false);
      CONTINUE;
    END IF;
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
