-- Security hardening (issue 13): secrets of this installation, context expiry, durable order jobs.

-- Secrets generated on first use (e.g. the key that signs context tokens handed out before a
-- session is stored).
CREATE TABLE app_secret (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

-- Expiry sweeps look sessions up by their last use.
CREATE INDEX sales_channel_context_updated ON sales_channel_context(updated_at);
