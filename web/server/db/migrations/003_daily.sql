-- The daily challenge's leaderboard (issue 20): one result per player name per day and mode, as
-- the server scored it by replaying the submitted moves (never a score a client claims).

CREATE TABLE carto_daily_results (
  day          date NOT NULL,
  mode         text NOT NULL CHECK (mode IN ('base', 'heroes', 'combined')),
  -- the name as given, and as compared (trimmed, lower case): "Ada" and "ada " are one player
  name         text NOT NULL,
  name_key     text NOT NULL,
  score        integer NOT NULL,
  stars        integer NOT NULL,
  -- the players' actions, as submitted and replayed
  actions      jsonb NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, mode, name_key)
);

-- The board of a day: best score first, then most stars, then who was first.
CREATE INDEX carto_daily_board ON carto_daily_results (day, mode, score DESC, stars DESC, submitted_at);
