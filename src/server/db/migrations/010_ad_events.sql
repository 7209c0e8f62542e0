-- First-party ad counters, one row per UTC day, placement, publisher and kind (impression,
-- viewable, click), kept up to date on each report so the dashboard reads a few rows.
CREATE TABLE ad_event_counts (
  day BIGINT NOT NULL,
  placement TEXT NOT NULL,
  publisher_id BIGINT NOT NULL,
  kind TEXT NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (day, placement, publisher_id, kind)
);
