-- Catalogue, sales channel and session context. Translatable fields are JSON objects keyed by
-- locale code ({"de-DE": "...", "en-GB": "..."}); readers fall back to de-DE (server/lib/i18n.ts).

CREATE TABLE language (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,            -- locale code, e.g. de-DE
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE currency (
  id TEXT PRIMARY KEY,
  iso_code TEXT NOT NULL UNIQUE,
  symbol TEXT NOT NULL,
  factor REAL NOT NULL,                 -- relative to the default currency EUR
  decimal_precision INTEGER NOT NULL DEFAULT 2,
  name TEXT NOT NULL,                   -- translated JSON
  short_name TEXT NOT NULL,             -- translated JSON
  position INTEGER NOT NULL DEFAULT 0,
  tax_free_from REAL NOT NULL DEFAULT 0
);

CREATE TABLE country (
  id TEXT PRIMARY KEY,
  iso TEXT NOT NULL UNIQUE,
  iso3 TEXT NOT NULL,
  name TEXT NOT NULL,                   -- translated JSON
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  shipping_available INTEGER NOT NULL DEFAULT 1,
  tax_free INTEGER NOT NULL DEFAULT 0,  -- customerTax: no VAT for deliveries here
  company_tax_free INTEGER NOT NULL DEFAULT 0,
  force_state_in_registration INTEGER NOT NULL DEFAULT 0,
  postal_code_required INTEGER NOT NULL DEFAULT 1,
  postal_code_pattern TEXT,             -- regex the postal code must match
  vat_id_pattern TEXT,                  -- regex the VAT ID must match
  vat_id_required INTEGER NOT NULL DEFAULT 0,
  is_eu INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE country_state (
  id TEXT PRIMARY KEY,
  country_id TEXT NOT NULL REFERENCES country(id),
  short_code TEXT NOT NULL,
  name TEXT NOT NULL,                   -- translated JSON
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE salutation (
  id TEXT PRIMARY KEY,
  salutation_key TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,           -- translated JSON
  letter_name TEXT NOT NULL             -- translated JSON
);

CREATE TABLE tax (
  id TEXT PRIMARY KEY,
  tax_rate REAL NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE delivery_time (
  id TEXT PRIMARY KEY,
  min INTEGER NOT NULL,
  max INTEGER NOT NULL,
  unit TEXT NOT NULL,                   -- day, week
  name TEXT NOT NULL                    -- translated JSON
);

CREATE TABLE unit (
  id TEXT PRIMARY KEY,
  short_code TEXT NOT NULL,             -- translated JSON
  name TEXT NOT NULL                    -- translated JSON
);

CREATE TABLE media (
  id TEXT PRIMARY KEY,
  path TEXT NOT NULL,                   -- relative to /media, e.g. products/miscanthus.webp
  file_name TEXT NOT NULL,
  file_extension TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  file_size INTEGER NOT NULL DEFAULT 0,
  width INTEGER,
  height INTEGER,
  alt TEXT,                             -- translated JSON
  title TEXT,                           -- translated JSON
  private INTEGER NOT NULL DEFAULT 0,
  thumbnails TEXT NOT NULL DEFAULT '[]', -- JSON [{width,height,path}]
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE manufacturer (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,                   -- translated JSON
  description TEXT,                     -- translated JSON
  link TEXT,
  media_id TEXT REFERENCES media(id)
);

CREATE TABLE property_group (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,                   -- translated JSON
  description TEXT,
  display_type TEXT NOT NULL DEFAULT 'text',   -- text, color, media
  sorting_type TEXT NOT NULL DEFAULT 'position',
  filterable INTEGER NOT NULL DEFAULT 1,
  visible_on_product_detail_page INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE property_group_option (
  id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES property_group(id),
  name TEXT NOT NULL,                   -- translated JSON
  position INTEGER NOT NULL DEFAULT 0,
  color_hex_code TEXT
);

CREATE TABLE cms_page (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,                   -- landingpage, page, product_list, product_detail
  name TEXT NOT NULL,                   -- translated JSON
  css_class TEXT,
  config TEXT,                          -- JSON
  -- JSON tree: sections[] -> blocks[] -> slots[]; slot config values may be translated objects
  layout TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE category (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES category(id),
  position INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL DEFAULT 'page',    -- page, link, folder
  name TEXT NOT NULL,                   -- translated JSON
  description TEXT,                     -- translated JSON (HTML)
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  visible INTEGER NOT NULL DEFAULT 1,
  cms_page_id TEXT REFERENCES cms_page(id),
  media_id TEXT REFERENCES media(id),
  link_type TEXT,                       -- category, product, external, landing_page
  internal_link TEXT,
  external_link TEXT,                   -- translated JSON
  link_new_tab INTEGER NOT NULL DEFAULT 0,
  product_assignment_type TEXT NOT NULL DEFAULT 'product',
  display_nested_products INTEGER NOT NULL DEFAULT 1,
  custom_fields TEXT,                   -- JSON; guide articles carry stallwerk_article_* here
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX category_parent ON category(parent_id, position);

CREATE TABLE landing_page (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,                   -- translated JSON
  url TEXT NOT NULL,                    -- translated JSON (SEO path)
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  cms_page_id TEXT REFERENCES cms_page(id),
  custom_fields TEXT
);

CREATE TABLE product (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES product(id),
  product_number TEXT NOT NULL UNIQUE,
  active INTEGER NOT NULL DEFAULT 1,
  -- variants inherit NULL columns from their parent (Shopware's inheritance)
  name TEXT,                            -- translated JSON
  description TEXT,                     -- translated JSON (HTML)
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  pack_unit TEXT,                       -- translated JSON: Sack, Palette ...
  pack_unit_plural TEXT,
  custom_fields TEXT,                   -- JSON
  manufacturer_id TEXT REFERENCES manufacturer(id),
  tax_id TEXT REFERENCES tax(id),
  delivery_time_id TEXT REFERENCES delivery_time(id),
  unit_id TEXT REFERENCES unit(id),
  cover_media_id TEXT REFERENCES media(id),
  cms_page_id TEXT REFERENCES cms_page(id),
  -- price in EUR: gross, net and optional list price (gross, net)
  price_gross REAL,
  price_net REAL,
  list_price_gross REAL,
  list_price_net REAL,
  purchase_unit REAL,                   -- content of one selling unit, e.g. 20 (kg)
  reference_unit REAL,                  -- price per reference unit, e.g. 1 (kg)
  stock INTEGER NOT NULL DEFAULT 0,
  is_closeout INTEGER,                  -- 1: cannot be sold below zero stock
  min_purchase INTEGER,
  purchase_steps INTEGER,
  max_purchase INTEGER,
  restock_time INTEGER,
  shipping_free INTEGER,
  mark_as_topseller INTEGER,
  is_download INTEGER,                  -- digital product: line item state is-download
  weight REAL,                          -- kg
  width REAL,                           -- mm
  height REAL,
  length REAL,
  packaging TEXT,                       -- bag, half_pallet, pallet, roll, piece, download (for freight)
  bags_per_unit INTEGER,                -- bedding: 1, 20 or 65 bags
  release_date TEXT,
  rating_average REAL,
  sales INTEGER NOT NULL DEFAULT 0,
  display_group TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX product_parent ON product(parent_id);

-- Tier prices (Shopware "advanced prices"): quantity ranges with a gross/net unit price in EUR.
CREATE TABLE product_price (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  quantity_start INTEGER NOT NULL,
  quantity_end INTEGER,
  price_gross REAL NOT NULL,
  price_net REAL NOT NULL
);
CREATE INDEX product_price_product ON product_price(product_id, quantity_start);

CREATE TABLE product_media (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  media_id TEXT NOT NULL REFERENCES media(id),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE product_category (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  category_id TEXT NOT NULL REFERENCES category(id),
  PRIMARY KEY (product_id, category_id)
);

-- Filterable properties (both parents and variants).
CREATE TABLE product_property (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  option_id TEXT NOT NULL REFERENCES property_group_option(id),
  PRIMARY KEY (product_id, option_id)
);

-- The options that make a variant (packaging, size, thickness).
CREATE TABLE product_option (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  option_id TEXT NOT NULL REFERENCES property_group_option(id),
  PRIMARY KEY (product_id, option_id)
);

CREATE TABLE product_configurator_setting (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  option_id TEXT NOT NULL REFERENCES property_group_option(id),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE product_download (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  media_id TEXT NOT NULL REFERENCES media(id),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE product_cross_selling (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  name TEXT NOT NULL,                   -- translated JSON
  type TEXT NOT NULL DEFAULT 'productList',
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  limit_count INTEGER NOT NULL DEFAULT 24
);

CREATE TABLE product_cross_selling_assigned (
  cross_selling_id TEXT NOT NULL REFERENCES product_cross_selling(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES product(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (cross_selling_id, product_id)
);

CREATE TABLE product_review (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  customer_id TEXT,
  language_id TEXT NOT NULL REFERENCES language(id),
  external_user TEXT,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  points REAL NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending', -- pending, approved, rejected
  comment TEXT,                         -- the shop's feedback
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX product_review_product ON product_review(product_id, status);

CREATE TABLE product_sorting (
  id TEXT PRIMARY KEY,
  url_key TEXT NOT NULL UNIQUE,
  priority INTEGER NOT NULL,
  label TEXT NOT NULL,                  -- translated JSON
  fields TEXT NOT NULL                  -- JSON [{field, order, priority, naturalSorting}]
);

CREATE TABLE shipping_method (
  id TEXT PRIMARY KEY,
  technical_name TEXT NOT NULL UNIQUE,  -- parcel, pallet_freight, express
  name TEXT NOT NULL,                   -- translated JSON
  description TEXT,                     -- translated JSON
  delivery_time_id TEXT REFERENCES delivery_time(id),
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  tax_type TEXT NOT NULL DEFAULT 'auto',
  -- JSON pricing rules used by server/pricing/shipping.ts
  price_rules TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE payment_method (
  id TEXT PRIMARY KEY,
  technical_name TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,                   -- translated JSON
  description TEXT,                     -- translated JSON
  handler TEXT NOT NULL,                -- prepayment, invoice, adyen
  adyen_type TEXT,                      -- scheme, sepadirectdebit, ideal ... (Adyen paymentMethod type)
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  after_order_enabled INTEGER NOT NULL DEFAULT 1,
  media_id TEXT REFERENCES media(id)
);

CREATE TABLE seo_url (
  id TEXT PRIMARY KEY,
  language_id TEXT NOT NULL REFERENCES language(id),
  route_name TEXT NOT NULL,             -- frontend.navigation.page, frontend.detail.page, frontend.landing.page
  foreign_key TEXT NOT NULL,
  path_info TEXT NOT NULL,              -- /navigation/{id}, /detail/{id}, /landingPage/{id}
  seo_path_info TEXT NOT NULL,
  is_canonical INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX seo_url_path ON seo_url(language_id, seo_path_info);
CREATE INDEX seo_url_foreign ON seo_url(foreign_key, language_id);

CREATE TABLE sales_channel (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  access_key TEXT NOT NULL UNIQUE,
  language_id TEXT NOT NULL REFERENCES language(id),
  currency_id TEXT NOT NULL REFERENCES currency(id),
  country_id TEXT NOT NULL REFERENCES country(id),
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id),
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id),
  navigation_category_id TEXT NOT NULL REFERENCES category(id),
  footer_category_id TEXT REFERENCES category(id),
  service_category_id TEXT REFERENCES category(id),
  home_cms_page_id TEXT REFERENCES cms_page(id),
  maintenance INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL DEFAULT '{}'     -- JSON: shop settings (listing limit, social links ...)
);

-- One row per visitor session; the token travels in the sw-context-token header.
CREATE TABLE sales_channel_context (
  token TEXT PRIMARY KEY,
  customer_id TEXT,
  payload TEXT NOT NULL DEFAULT '{}',   -- JSON: languageId, currencyId, countryId, shippingMethodId ...
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
