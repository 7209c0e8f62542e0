-- Fixed one-minute windows per client and scope ("events:<hash>", "waitlist:<hash>").
-- Kept in the database so the limit holds across site instances.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

CREATE INDEX rate_limits_window ON rate_limits (window_start);
