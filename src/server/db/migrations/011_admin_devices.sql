-- Browsers that signed in to an admin account (OWASP "device cookies"). The cookie holds a random
-- token and the row its sha256, so a copy of the database cannot be presented as a device.
-- `attempts` counts sign-ins made with the cookie since its last success: past the limit the
-- browser is treated as unknown, so a stolen cookie buys only a few guesses.
CREATE TABLE admin_devices (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  attempts INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX admin_devices_user ON admin_devices (user_id);
CREATE INDEX admin_devices_expiry ON admin_devices (expires_at);
