-- Adyen integration: the refusal reason of a transaction, every payment attempt sent to Adyen
-- (partial payments of an Adyen order included) and the log of received webhooks.

ALTER TABLE order_transaction ADD COLUMN refusal_reason TEXT;
ALTER TABLE order_transaction ADD COLUMN refusal_reason_code TEXT;

-- One row per /payments call that Adyen answered (pspReference). A webhook finds its transaction here.
CREATE TABLE adyen_payment (
  psp_reference TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  transaction_id TEXT NOT NULL,
  payment_method_type TEXT NOT NULL,            -- scheme, giftcard, ideal, sepadirectdebit ...
  amount_minor INTEGER NOT NULL,
  currency_iso TEXT NOT NULL,
  result_code TEXT NOT NULL,                    -- the latest known result (sync answer or webhook)
  refusal_reason TEXT,
  adyen_order_psp TEXT,                         -- pspReference of the Adyen order it partially pays
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX adyen_payment_transaction ON adyen_payment(transaction_id);
CREATE INDEX adyen_payment_adyen_order ON adyen_payment(adyen_order_psp);

-- Webhook items already processed: the same pspReference + eventCode + success is applied once.
CREATE TABLE adyen_notification (
  psp_reference TEXT NOT NULL,
  event_code TEXT NOT NULL,
  success INTEGER NOT NULL,
  merchant_reference TEXT,
  original_reference TEXT,
  amount_minor INTEGER,
  currency_iso TEXT,
  outcome TEXT NOT NULL,                        -- what it changed, e.g. "paid", "ignored: unknown payment"
  payload TEXT NOT NULL,                        -- the NotificationRequestItem as received
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  PRIMARY KEY (psp_reference, event_code, success)
);
