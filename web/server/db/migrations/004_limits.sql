-- Limits a stranger cannot get round (issue 36): who created a live table (an address, hashed),
-- so one address cannot fill the server's cap; and daily leaderboard names claimed by a token,
-- so nobody else posts results under a name once it has one.

-- sha256 of the creating client's address (null: a portal's own backend, or older tables)
ALTER TABLE carto_tables ADD COLUMN creator text;
CREATE INDEX carto_tables_creator_live ON carto_tables (creator) WHERE status IN ('open', 'playing');

CREATE TABLE carto_daily_names (
  -- the name as compared (trimmed, lower case), like carto_daily_results.name_key
  name_key   text PRIMARY KEY,
  -- sha256 of the claim token handed out with the name's first result
  token_hash text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
