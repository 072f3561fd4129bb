-- Carts, promotions, orders, payment transactions and documents (Store API checkout).
-- Money columns are in the order's currency unless named *_eur; JSON columns hold Shopware's
-- serialized structs (CalculatedPrice, CartPrice, price definitions) as the Store API returns them.

-- One cart per context token. Only what the customer chose is stored (product line items, the
-- promotion codes entered, comment/affiliate/campaign); prices are always recalculated.
CREATE TABLE cart (
  token TEXT PRIMARY KEY,
  name TEXT NOT NULL DEFAULT 'guest-cart',
  customer_id TEXT,
  customer_comment TEXT,
  affiliate_code TEXT,
  campaign_code TEXT,
  promotion_codes TEXT NOT NULL DEFAULT '[]',   -- JSON [code] in the order they were entered
  -- JSON {promotionId: {outcome: applied|not-eligible|excluded|zero, name, automatic}}: the last
  -- outcome per promotion, so the next calculation reports only what changed (added, removed ...)
  promotion_state TEXT NOT NULL DEFAULT '{}',
  pending_errors TEXT NOT NULL DEFAULT '[]',    -- JSON [CartError]: reported once, then consumed
  revision INTEGER NOT NULL DEFAULT 0,          -- bumped by every write
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX cart_customer ON cart(customer_id);

CREATE TABLE cart_line_item (
  cart_token TEXT NOT NULL REFERENCES cart(token) ON DELETE CASCADE,
  id TEXT NOT NULL,                             -- line item id (the product id for products)
  type TEXT NOT NULL,                           -- product, custom
  referenced_id TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  label TEXT,
  payload TEXT NOT NULL DEFAULT '{}',
  position INTEGER NOT NULL,
  PRIMARY KEY (cart_token, id)
);

-- Promotions: percentage or absolute discounts on the goods (optionally only one category's goods)
-- or free shipping; with a code (promotion_code) or automatic (no code).
CREATE TABLE promotion (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,                           -- translated JSON
  active INTEGER NOT NULL DEFAULT 1,
  automatic INTEGER NOT NULL DEFAULT 0,         -- 1: applied without a code when eligible
  valid_from TEXT,
  valid_until TEXT,
  discount_type TEXT NOT NULL,                  -- percentage, absolute, free_shipping
  discount_value REAL NOT NULL DEFAULT 0,       -- percent, or EUR (converted by the currency factor)
  max_value REAL,                               -- cap for percentage discounts (EUR)
  min_cart_value REAL NOT NULL DEFAULT 0,       -- goods value (EUR, as displayed gross/net) needed
  category_id TEXT,                             -- only goods of this category count and are discounted
  prevent_combination INTEGER NOT NULL DEFAULT 0, -- 1: not combinable with any other promotion
  priority INTEGER NOT NULL DEFAULT 0,          -- higher first when resolving conflicts
  max_uses INTEGER,                             -- total redemptions (NULL: unlimited)
  max_uses_per_customer INTEGER,
  customer_only INTEGER NOT NULL DEFAULT 0,     -- 1: registered (non-guest) customers only
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

-- Codes of a promotion: one shared code, or individual single-use codes.
CREATE TABLE promotion_code (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  promotion_id TEXT NOT NULL REFERENCES promotion(id) ON DELETE CASCADE,
  individual INTEGER NOT NULL DEFAULT 0,        -- 1: can be redeemed once
  redeemed_order_id TEXT
);
CREATE INDEX promotion_code_promotion ON promotion_code(promotion_id);

-- Number ranges (order numbers 10000+, invoice numbers 1000+).
CREATE TABLE number_range (
  name TEXT PRIMARY KEY,
  next_value INTEGER NOT NULL
);
INSERT INTO number_range (name, next_value) VALUES ('order', 10000), ('invoice', 1000);

CREATE TABLE "order" (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  customer_id TEXT,                             -- the (guest or registered) customer
  sales_channel_id TEXT NOT NULL,
  language_id TEXT NOT NULL,
  currency_id TEXT NOT NULL,
  currency_factor REAL NOT NULL,
  currency_iso TEXT NOT NULL,
  currency_precision INTEGER NOT NULL DEFAULT 2,
  state TEXT NOT NULL DEFAULT 'open',           -- open, in_progress, completed, cancelled
  order_date_time TEXT NOT NULL,
  price TEXT NOT NULL,                          -- JSON CartPrice
  amount_total REAL NOT NULL,
  amount_net REAL NOT NULL,
  position_price REAL NOT NULL,
  tax_status TEXT NOT NULL,                     -- gross, net, tax-free
  shipping_costs TEXT NOT NULL,                 -- JSON CalculatedPrice
  shipping_total REAL NOT NULL,
  billing_address_id TEXT NOT NULL,
  deep_link_code TEXT NOT NULL UNIQUE,
  customer_comment TEXT,
  affiliate_code TEXT,
  campaign_code TEXT,
  context_token TEXT,                           -- the session that placed it
  cart_hash TEXT,                               -- cart content fingerprint (double-submit guard)
  idempotency_key TEXT,                         -- Idempotency-Key header of the request
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX order_by_customer ON "order"(customer_id, order_date_time);
CREATE INDEX order_by_cart_hash ON "order"(context_token, cart_hash, created_at);
CREATE UNIQUE INDEX order_idempotency ON "order"(sales_channel_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE order_customer (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL UNIQUE REFERENCES "order"(id) ON DELETE CASCADE,
  customer_id TEXT,
  email TEXT NOT NULL,
  salutation_id TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  title TEXT,
  company TEXT,
  vat_ids TEXT NOT NULL DEFAULT '[]',
  customer_number TEXT,
  guest INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_customer_email ON order_customer(email);

CREATE TABLE order_address (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL,
  country_state_id TEXT,
  salutation_id TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  street TEXT NOT NULL,
  zipcode TEXT,
  city TEXT NOT NULL,
  company TEXT,
  department TEXT,
  title TEXT,
  phone_number TEXT,
  additional_address_line1 TEXT,
  additional_address_line2 TEXT,
  vat_id TEXT
);
CREATE INDEX order_address_order ON order_address(order_id);

CREATE TABLE order_line_item (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  identifier TEXT NOT NULL,                     -- the cart line item id
  referenced_id TEXT,
  product_id TEXT,
  promotion_id TEXT,
  parent_id TEXT,
  type TEXT NOT NULL,                           -- product, promotion, credit, custom
  label TEXT NOT NULL,
  description TEXT,
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL,
  total_price REAL NOT NULL,
  price TEXT NOT NULL,                          -- JSON CalculatedPrice
  price_definition TEXT,                        -- JSON price definition
  payload TEXT NOT NULL DEFAULT '{}',
  good INTEGER NOT NULL DEFAULT 1,
  removable INTEGER NOT NULL DEFAULT 1,
  stackable INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL,
  states TEXT NOT NULL DEFAULT '[]',
  cover_id TEXT
);
CREATE INDEX order_line_item_order ON order_line_item(order_id, position);
CREATE INDEX order_line_item_promotion ON order_line_item(promotion_id);

CREATE TABLE order_delivery (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  shipping_order_address_id TEXT NOT NULL REFERENCES order_address(id),
  shipping_method_id TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open',           -- open, shipped, shipped_partially, returned, cancelled
  tracking_codes TEXT NOT NULL DEFAULT '[]',
  shipping_date_earliest TEXT NOT NULL,
  shipping_date_latest TEXT NOT NULL,
  shipping_costs TEXT NOT NULL                  -- JSON CalculatedPrice
);
CREATE INDEX order_delivery_order ON order_delivery(order_id);

CREATE TABLE order_delivery_position (
  id TEXT PRIMARY KEY,
  order_delivery_id TEXT NOT NULL REFERENCES order_delivery(id) ON DELETE CASCADE,
  order_line_item_id TEXT NOT NULL REFERENCES order_line_item(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL,
  total_price REAL NOT NULL
);

-- Payment transactions; the psp_* / result / action columns belong to the Adyen integration.
CREATE TABLE order_transaction (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL,
  amount TEXT NOT NULL,                         -- JSON CalculatedPrice
  amount_total REAL NOT NULL,
  amount_minor INTEGER NOT NULL,                -- amount in minor units of currency_iso (Adyen value)
  currency_iso TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open',           -- open, in_progress, paid, paid_partially, authorized, failed, cancelled, refunded ...
  psp_reference TEXT,
  result_code TEXT,                             -- Adyen resultCode (Authorised, Refused, RedirectShopper ...)
  action_json TEXT,                             -- pending Adyen action (redirect, 3DS2)
  adyen_order_json TEXT,                        -- Adyen order (partial payments / gift cards)
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX order_transaction_order ON order_transaction(order_id, created_at);
CREATE INDEX order_transaction_psp ON order_transaction(psp_reference);

-- Generated documents (the invoice PDF), downloadable with their deep link code.
CREATE TABLE document (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  document_type TEXT NOT NULL,                  -- invoice
  document_number TEXT NOT NULL,
  deep_link_code TEXT NOT NULL,
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL DEFAULT 'application/pdf',
  content BLOB NOT NULL,
  config TEXT NOT NULL DEFAULT '{}',
  sent INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX document_order ON document(order_id);
