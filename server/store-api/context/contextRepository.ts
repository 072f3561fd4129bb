import type { Db } from '../../db/connection';
import { keptStatement } from '../../db/statements';

/**
 * The context area's SQL: the entities a context can switch to, the lists the Store API serves and
 * the rows of the reference entities (serialized by entities.ts, which re-exports their types).
 */

export interface LanguageRow {
  id: string;
  code: string;
  name: string;
  position: number;
}

export interface CurrencyRow {
  id: string;
  iso_code: string;
  symbol: string;
  factor: number;
  decimal_precision: number;
  name: string;
  short_name: string;
  position: number;
  tax_free_from: number;
}

export interface CountryRow {
  id: string;
  iso: string;
  iso3: string;
  name: string;
  position: number;
  active: number;
  shipping_available: number;
  tax_free: number;
  company_tax_free: number;
  force_state_in_registration: number;
  postal_code_required: number;
  postal_code_pattern: string | null;
  vat_id_pattern: string | null;
  vat_id_required: number;
  is_eu: number;
}

export interface StateRow {
  id: string;
  country_id: string;
  short_code: string;
  name: string;
  position: number;
  active: number;
}

export interface SalutationRow {
  id: string;
  salutation_key: string;
  display_name: string;
  letter_name: string;
}

export interface DeliveryTimeRow {
  id: string;
  min: number;
  max: number;
  unit: string;
  name: string;
}

export interface MediaRow {
  id: string;
  path: string;
  file_name: string;
  file_extension: string;
  mime_type: string;
  file_size: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  title: string | null;
  private: number;
  thumbnails: string;
  created_at: string;
}

export interface ShippingMethodRow {
  id: string;
  technical_name: string;
  name: string;
  description: string | null;
  delivery_time_id: string | null;
  position: number;
  active: number;
  tax_type: string;
  price_rules: string;
  /** Translated JSON; `%s` is replaced by a tracking code. */
  tracking_url: string | null;
}

export interface PaymentMethodRow {
  id: string;
  technical_name: string;
  name: string;
  description: string | null;
  handler: string;
  adyen_type: string | null;
  position: number;
  active: number;
  after_order_enabled: number;
  media_id: string | null;
}

/** Tables a context field may point at (PATCH /context). */
export type SwitchableTable = 'currency' | 'language' | 'country' | 'country_state' | 'shipping_method' | 'payment_method';

/** One row of a switchable table, as stored (the caller reads `active` and `shipping_available`). */
export const findSwitchableRow = (db: Db, table: SwitchableTable, id: string): Record<string, unknown> | undefined =>
  keptStatement(db, `SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown> | undefined;

const byId = <T>(db: Db, table: string, id: string | undefined | null): T | undefined => (id ? (keptStatement(db, `SELECT * FROM ${table} WHERE id = ?`).get(id) as T | undefined) : undefined);

/** A row by id; undefined for an unknown (or no) id. */
export const findLanguage = (db: Db, id: string | undefined | null) => byId<LanguageRow>(db, 'language', id);
export const findCurrency = (db: Db, id: string | undefined | null) => byId<CurrencyRow>(db, 'currency', id);
export const findCountry = (db: Db, id: string | undefined | null) => byId<CountryRow>(db, 'country', id);
export const findCountryState = (db: Db, id: string | undefined | null) => byId<StateRow>(db, 'country_state', id);
export const findShippingMethod = (db: Db, id: string | undefined | null) => byId<ShippingMethodRow>(db, 'shipping_method', id);
export const findPaymentMethod = (db: Db, id: string | undefined | null) => byId<PaymentMethodRow>(db, 'payment_method', id);

/** The shop's tax rates, highest first. */
export const listTaxRates = (db: Db): Array<{ tax_rate: number; name: string }> =>
  keptStatement(db, 'SELECT tax_rate, name FROM tax ORDER BY tax_rate DESC').all() as Array<{ tax_rate: number; name: string }>;

export const listLanguages = (db: Db): LanguageRow[] => keptStatement(db, 'SELECT * FROM language ORDER BY position').all() as LanguageRow[];

/** A language's code (de-DE), undefined for an unknown id. */
export const languageCode = (db: Db, languageId: string): string | undefined =>
  (keptStatement(db, 'SELECT code FROM language WHERE id = ?').get(languageId) as Pick<LanguageRow, 'code'> | undefined)?.code;

export const listCurrencies = (db: Db): CurrencyRow[] => keptStatement(db, 'SELECT * FROM currency ORDER BY position').all() as CurrencyRow[];

export const listActiveCountries = (db: Db): CountryRow[] => keptStatement(db, 'SELECT * FROM country WHERE active = 1 ORDER BY position, iso').all() as CountryRow[];

export const countryExists = (db: Db, countryId: string): boolean => !!keptStatement(db, 'SELECT 1 FROM country WHERE id = ?').get(countryId);

export const listSalutations = (db: Db): SalutationRow[] => keptStatement(db, 'SELECT * FROM salutation ORDER BY salutation_key').all() as SalutationRow[];

export const listActiveShippingMethods = (db: Db): ShippingMethodRow[] => keptStatement(db, 'SELECT * FROM shipping_method WHERE active = 1 ORDER BY position').all() as ShippingMethodRow[];

export const listActivePaymentMethods = (db: Db): PaymentMethodRow[] => keptStatement(db, 'SELECT * FROM payment_method WHERE active = 1 ORDER BY position').all() as PaymentMethodRow[];

/** The active states of a country, by position, then short code. */
export const listActiveCountryStates = (db: Db, countryId: string): StateRow[] =>
  keptStatement(db, 'SELECT * FROM country_state WHERE country_id = ? AND active = 1 ORDER BY position, short_code').all(countryId) as StateRow[];

/** A media row by id; undefined for an unknown (or no) id. */
export const findMedia = (db: Db, id: string | undefined | null) => byId<MediaRow>(db, 'media', id);

/** A delivery time by id; undefined for an unknown (or no) id. */
export const findDeliveryTime = (db: Db, id: string | undefined | null) => byId<DeliveryTimeRow>(db, 'delivery_time', id);
