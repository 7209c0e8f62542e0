-- One random salt per UTC day (YYYY-MM-DD), shared by every instance. Salts older than
-- yesterday are deleted, after which no visitor hash can be recomputed from an address.
CREATE TABLE daily_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);
