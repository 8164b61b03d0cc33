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
