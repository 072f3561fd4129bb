-- Leads of the bedding calculator: a visitor downloaded the quantity PDF and left an e-mail address
-- (POST /store-api/stallwerk/bedding-lead). The idempotency key of the storefront's outbox entry
-- makes a replayed request count once.
CREATE TABLE bedding_lead (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL,
  sales_channel_id TEXT NOT NULL,
  email TEXT NOT NULL,
  locale TEXT NOT NULL,
  calculation TEXT NOT NULL,                    -- JSON: stable type, count, area, bedding, packaging, quantity, price
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  UNIQUE (sales_channel_id, idempotency_key)
);
