-- Tables (the game kind, not SQL's), their seats, and the append-only log of everything that
-- happened at each table. carto_tables.version is the version of the last log row.

CREATE TABLE carto_tables (
  id          text PRIMARY KEY,
  invite_hash text NOT NULL,
  -- what the host chose: seats (1-6), packs, ambushPlacement, edicts, seed
  setup       jsonb NOT NULL,
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'playing', 'finished')),
  version     integer NOT NULL CHECK (version >= 1),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE carto_seats (
  table_id   text NOT NULL REFERENCES carto_tables (id),
  seat       smallint NOT NULL CHECK (seat BETWEEN 0 AND 5),
  name       text NOT NULL,
  -- sha256 of the seat token: the token itself is never stored
  token_hash text NOT NULL UNIQUE,
  joined_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (table_id, seat)
);

CREATE TABLE carto_log (
  table_id        text NOT NULL REFERENCES carto_tables (id),
  version         integer NOT NULL CHECK (version >= 1),
  kind            text NOT NULL CHECK (kind IN ('create', 'join', 'start', 'action')),
  seat            smallint,
  body            jsonb NOT NULL,
  idempotency_key text,
  -- sha256 of the request body sent with the idempotency key: the same key with another body is refused
  request_hash    text,
  at              timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (table_id, version)
);

CREATE UNIQUE INDEX carto_log_idempotency ON carto_log (table_id, seat, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- The log is append-only: an UPDATE or DELETE is a bug, refuse it loudly.
CREATE FUNCTION carto_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'carto_log is append-only';
END
$$;

CREATE TRIGGER carto_log_no_change BEFORE UPDATE OR DELETE ON carto_log
  FOR EACH ROW EXECUTE FUNCTION carto_log_append_only();
