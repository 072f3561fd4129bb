-- Customers, addresses, wishlists, newsletter recipients, the mail outbox, password recovery and
-- rate limit buckets. Addresses and the customer refer to each other; the customer's default
-- address columns carry no foreign key so either row can be written first.

CREATE TABLE customer (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id),
  language_id TEXT NOT NULL REFERENCES language(id),
  customer_number TEXT NOT NULL UNIQUE,
  account_type TEXT NOT NULL DEFAULT 'private',      -- private, business
  salutation_id TEXT REFERENCES salutation(id),
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  password_hash TEXT,                                -- scrypt$N$r$p$salt$hash; NULL for guests
  guest INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  double_opt_in_registration INTEGER NOT NULL DEFAULT 0,
  double_opt_in_email_sent_date TEXT,
  double_opt_in_confirm_date TEXT,
  hash TEXT,                                         -- double opt-in hash of the confirmation link
  company TEXT,
  vat_ids TEXT NOT NULL DEFAULT '[]',                -- JSON array of strings
  birthday TEXT,                                     -- YYYY-MM-DD
  default_payment_method_id TEXT REFERENCES payment_method(id),
  last_payment_method_id TEXT REFERENCES payment_method(id),
  default_billing_address_id TEXT,
  default_shipping_address_id TEXT,
  affiliate_code TEXT,
  campaign_code TEXT,
  first_login TEXT,
  last_login TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT
);
-- One registered account per e-mail address (case-insensitive); guests may reuse an address.
CREATE UNIQUE INDEX customer_email_registered ON customer(lower(email)) WHERE guest = 0;
CREATE INDEX customer_email ON customer(lower(email));
CREATE UNIQUE INDEX customer_hash ON customer(hash) WHERE hash IS NOT NULL;

CREATE TABLE customer_address (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL REFERENCES country(id),
  country_state_id TEXT REFERENCES country_state(id),
  salutation_id TEXT REFERENCES salutation(id),
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  department TEXT,
  street TEXT NOT NULL,
  zipcode TEXT,
  city TEXT NOT NULL,
  phone_number TEXT,
  additional_address_line1 TEXT,
  additional_address_line2 TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT
);
CREATE INDEX customer_address_customer ON customer_address(customer_id, created_at);

-- Password recovery: one open request per customer; the hash is valid for two hours.
CREATE TABLE customer_recovery (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
  hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE customer_wishlist (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT
);

CREATE TABLE customer_wishlist_product (
  id TEXT PRIMARY KEY,
  wishlist_id TEXT NOT NULL REFERENCES customer_wishlist(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  UNIQUE (wishlist_id, product_id)
);

-- Newsletter: notSet (waiting for the e-mail link), optIn (confirmed), direct (logged-in
-- customer without double opt-in), optOut (unsubscribed).
CREATE TABLE newsletter_recipient (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id),
  language_id TEXT NOT NULL REFERENCES language(id),
  email TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'notSet',
  hash TEXT NOT NULL UNIQUE,
  salutation_id TEXT REFERENCES salutation(id),
  title TEXT,
  first_name TEXT,
  last_name TEXT,
  street TEXT,
  zip_code TEXT,
  city TEXT,
  confirmed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT
);
CREATE UNIQUE INDEX newsletter_recipient_email ON newsletter_recipient(sales_channel_id, lower(email));

-- Every e-mail the shop sends (the dev mailbox at /mailbox reads this table).
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  template TEXT NOT NULL,
  locale TEXT NOT NULL,
  reply_to TEXT,
  attachments TEXT NOT NULL DEFAULT '[]',            -- JSON [{filename, contentType, size}]
  smtp_status TEXT NOT NULL DEFAULT 'none',          -- none, sent, failed
  smtp_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX mail_outbox_created ON mail_outbox(created_at);

-- Abuse limits (Shopware's time backoff policy): attempts per policy and key (hashed).
CREATE TABLE rate_limit (
  policy TEXT NOT NULL,
  key_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  blocked_until INTEGER NOT NULL DEFAULT 0,          -- epoch milliseconds
  last_attempt INTEGER NOT NULL DEFAULT 0,           -- epoch milliseconds
  PRIMARY KEY (policy, key_hash)
);

-- Reviews written through the Store API: a customer's second review of a product updates the first.
ALTER TABLE product_review ADD COLUMN updated_at TEXT;
CREATE INDEX product_review_customer ON product_review(customer_id, product_id);
