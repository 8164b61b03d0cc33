-- The server-dealt daily challenge (issue 36): the server deals each day's solo game from a seed
-- derived from its own secret and the date, holds the seed until the day is over, and ranks the
-- games played through it on a board of their own (carto_daily_results stays for public-seed results).

-- Server secrets made once and kept (the daily deal's secret when CARTO_DAILY_SECRET is not set):
-- every process of a PostgreSQL deployment, and every restart, deals the same day the same way.
CREATE TABLE carto_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);

-- One server-dealt game per player name per day and mode: the table it is played at, and its
-- result once the table finished before the day ended (null until then, or for ever when it did not).
CREATE TABLE carto_dealt_games (
  day        date NOT NULL,
  mode       text NOT NULL CHECK (mode IN ('base', 'heroes', 'combined')),
  name       text NOT NULL,
  name_key   text NOT NULL,
  table_id   text NOT NULL UNIQUE REFERENCES carto_tables (id),
  score      integer,
  stars      integer,
  -- finished only after its day had ended (when the seed was public): never ranked
  late       boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, mode, name_key)
);

CREATE INDEX carto_dealt_board ON carto_dealt_games (day, mode, score DESC, stars DESC, started_at) WHERE score IS NOT NULL;
