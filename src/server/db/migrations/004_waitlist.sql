-- Android waitlist: the lower-cased email is the key, so duplicates are case-insensitive.
CREATE TABLE waitlist (
  email TEXT PRIMARY KEY,
  lang TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
