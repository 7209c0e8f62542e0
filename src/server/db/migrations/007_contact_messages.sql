-- Messages from the contact form, stored before the visitor is told they were sent. The same
-- row is the outbox: delivery_status 'pending' rows are mailed when SMTP is configured,
-- retried with backoff, and end 'sent' or, after the last attempt, 'failed'.
CREATE TABLE contact_messages (
  id {{id_column}},
  created_at BIGINT NOT NULL,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  handled_at BIGINT,
  delivery_status TEXT NOT NULL DEFAULT 'pending',
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  -- An instance that picked a row up holds it until then, so two instances never both mail it.
  lease_until BIGINT NOT NULL DEFAULT 0,
  last_error TEXT,
  delivered_at BIGINT
);
CREATE INDEX contact_messages_due ON contact_messages (delivery_status, next_attempt_at);
CREATE INDEX contact_messages_created ON contact_messages (created_at);
