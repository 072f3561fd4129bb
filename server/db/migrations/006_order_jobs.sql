-- Durable follow-up work of an order (issue 13): written in the same transaction as the order, so
-- a crash after the commit cannot lose the invoice or the confirmation mail; pending jobs are
-- completed on the next start.
CREATE TABLE order_job (
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,                           -- invoice, confirmation_mail (run in this order)
  state TEXT NOT NULL DEFAULT 'pending',        -- pending, done, failed
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  done_at TEXT,
  PRIMARY KEY (order_id, kind)
);
CREATE INDEX order_job_pending ON order_job(state, created_at);
