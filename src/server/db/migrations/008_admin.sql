-- Admin accounts and their sessions. Passwords are scrypt hashes; a session row is keyed by
-- sha256 of the cookie's token, so a copy of the database cannot be used to sign in.
CREATE TABLE admin_users (
  id {{id_column}},
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  csrf_token TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
