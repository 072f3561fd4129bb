-- Answers of Store API writes that honour an `Idempotency-Key` header (contact form, newsletter
-- sign-up, product review): a repeated key (an offline outbox replaying after a lost answer)
-- gets the stored answer instead of a second mail or write. Rows older than a day are pruned.
CREATE TABLE request_idempotency (
  scope TEXT NOT NULL,                          -- route, e.g. contact-form
  idempotency_key TEXT NOT NULL,
  sales_channel_id TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,                           -- JSON answer
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  PRIMARY KEY (scope, idempotency_key, sales_channel_id)
);
