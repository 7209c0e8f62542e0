-- One row per accepted analytics event. No IP address or user agent is kept:
-- visitor_hash is sha256(daily salt + ip + user agent), unlinkable once the salt is deleted.
-- created_at is the server's clock in epoch milliseconds (UTC) on both backends.
CREATE TABLE analytics_events (
  id {{id_column}},
  created_at BIGINT NOT NULL,
  name TEXT NOT NULL,
  params {{json}} NOT NULL,
  lang TEXT,
  variant TEXT,
  page TEXT NOT NULL,
  visitor_hash TEXT NOT NULL
);

CREATE INDEX analytics_events_name_created ON analytics_events (name, created_at);
