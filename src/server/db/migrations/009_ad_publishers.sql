-- Ad publishers (AdSense accounts and house ads). The kind-specific settings are one JSON
-- document, validated by the application on every write.
CREATE TABLE ad_publishers (
  id {{id_column}},
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  enabled SMALLINT NOT NULL DEFAULT 1,
  settings TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
