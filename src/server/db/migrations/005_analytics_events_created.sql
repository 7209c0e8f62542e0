-- Retention deletes by age alone (see src/lib/analytics/retention.ts); without this index
-- that daily DELETE would scan the whole table.
CREATE INDEX analytics_events_created ON analytics_events (created_at);
