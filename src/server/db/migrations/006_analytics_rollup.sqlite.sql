-- Counters kept up to date as events arrive, so the summary reads a few hundred rows instead of
-- scanning every event (SQLite runs on the event loop). Written per dialect: SQLite has row
-- triggers only; the PostgreSQL twin aggregates each statement's rows once.
--
-- demo = 1 for events raised on the analytics demo page, counted apart from real traffic.
ALTER TABLE analytics_events ADD COLUMN demo SMALLINT NOT NULL DEFAULT 0;
UPDATE analytics_events SET demo = 1 WHERE page LIKE '%/analytics-demo%';

-- day is the UTC day number (epoch ms / 86,400,000); '' stands for "none" so the key has no NULLs.
CREATE TABLE analytics_counts (
  day BIGINT NOT NULL,
  name TEXT NOT NULL,
  lang TEXT NOT NULL,
  variant TEXT NOT NULL,
  demo SMALLINT NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (day, name, lang, variant, demo)
);

-- One row per visitor and event name and day: the visitor hash's salt changes every UTC day,
-- so distinct visitors only exist within a day. Pruned after two days with the salts.
CREATE TABLE analytics_step_visitors (
  day BIGINT NOT NULL,
  name TEXT NOT NULL,
  demo SMALLINT NOT NULL,
  visitor_hash TEXT NOT NULL,
  PRIMARY KEY (day, name, demo, visitor_hash)
);

CREATE TABLE analytics_step_counts (
  day BIGINT NOT NULL,
  name TEXT NOT NULL,
  demo SMALLINT NOT NULL,
  visitors BIGINT NOT NULL,
  PRIMARY KEY (day, name, demo)
);

INSERT INTO analytics_counts (day, name, lang, variant, demo, count)
SELECT created_at / 86400000, name, COALESCE(lang, ''), COALESCE(variant, ''), demo, COUNT(*)
FROM analytics_events GROUP BY 1, 2, 3, 4, 5;

INSERT INTO analytics_step_visitors (day, name, demo, visitor_hash)
SELECT DISTINCT created_at / 86400000, name, demo, visitor_hash FROM analytics_events;

INSERT INTO analytics_step_counts (day, name, demo, visitors)
SELECT day, name, demo, COUNT(*) FROM analytics_step_visitors GROUP BY 1, 2, 3;

CREATE TRIGGER analytics_events_rollup AFTER INSERT ON analytics_events BEGIN
  INSERT INTO analytics_counts (day, name, lang, variant, demo, count)
  VALUES (NEW.created_at / 86400000, NEW.name, COALESCE(NEW.lang, ''), COALESCE(NEW.variant, ''), NEW.demo, 1)
  ON CONFLICT (day, name, lang, variant, demo) DO UPDATE SET count = count + 1;
  INSERT INTO analytics_step_visitors (day, name, demo, visitor_hash)
  VALUES (NEW.created_at / 86400000, NEW.name, NEW.demo, NEW.visitor_hash)
  ON CONFLICT DO NOTHING;
END;

-- Fires only for a visitor's first event of a name in a day (a skipped insert fires nothing).
CREATE TRIGGER analytics_step_visitors_count AFTER INSERT ON analytics_step_visitors BEGIN
  INSERT INTO analytics_step_counts (day, name, demo, visitors)
  VALUES (NEW.day, NEW.name, NEW.demo, 1)
  ON CONFLICT (day, name, demo) DO UPDATE SET visitors = visitors + 1;
END;
