import type { Db } from '../../db/connection';
import type { CountryRow, CurrencyRow, LanguageRow, PaymentMethodRow, SalutationRow, ShippingMethodRow, StateRow } from './entities';

/** The context area's SQL: the entities a context can switch to and the lists the Store API serves. */

/** Tables a context field may point at (PATCH /context). */
export type SwitchableTable = 'currency' | 'language' | 'country' | 'country_state' | 'shipping_method' | 'payment_method';

/** One row of a switchable table, as stored (the caller reads `active` and `shipping_available`). */
export const findSwitchableRow = (db: Db, table: SwitchableTable, id: string): Record<string, unknown> | undefined =>
  db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown> | undefined;

const byId = <T>(db: Db, table: string, id: string | undefined | null): T | undefined => (id ? (db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as T | undefined) : undefined);

/** A row by id; undefined for an unknown (or no) id. */
export const findLanguage = (db: Db, id: string | undefined | null) => byId<LanguageRow>(db, 'language', id);
export const findCurrency = (db: Db, id: string | undefined | null) => byId<CurrencyRow>(db, 'currency', id);
export const findCountry = (db: Db, id: string | undefined | null) => byId<CountryRow>(db, 'country', id);
export const findCountryState = (db: Db, id: string | undefined | null) => byId<StateRow>(db, 'country_state', id);
export const findShippingMethod = (db: Db, id: string | undefined | null) => byId<ShippingMethodRow>(db, 'shipping_method', id);
export const findPaymentMethod = (db: Db, id: string | undefined | null) => byId<PaymentMethodRow>(db, 'payment_method', id);

/** The shop's tax rates, highest first. */
export const listTaxRates = (db: Db): Array<{ tax_rate: number; name: string }> =>
  db.prepare('SELECT tax_rate, name FROM tax ORDER BY tax_rate DESC').all() as Array<{ tax_rate: number; name: string }>;

export const listLanguages = (db: Db): LanguageRow[] => db.prepare('SELECT * FROM language ORDER BY position').all() as LanguageRow[];

/** A language's code (de-DE), undefined for an unknown id. */
export const languageCode = (db: Db, languageId: string): string | undefined => (db.prepare('SELECT code FROM language WHERE id = ?').get(languageId) as Pick<LanguageRow, 'code'> | undefined)?.code;

export const listCurrencies = (db: Db): CurrencyRow[] => db.prepare('SELECT * FROM currency ORDER BY position').all() as CurrencyRow[];

export const listActiveCountries = (db: Db): CountryRow[] => db.prepare('SELECT * FROM country WHERE active = 1 ORDER BY position, iso').all() as CountryRow[];

export const countryExists = (db: Db, countryId: string): boolean => !!db.prepare('SELECT 1 FROM country WHERE id = ?').get(countryId);

export const listSalutations = (db: Db): SalutationRow[] => db.prepare('SELECT * FROM salutation ORDER BY salutation_key').all() as SalutationRow[];

export const listActiveShippingMethods = (db: Db): ShippingMethodRow[] => db.prepare('SELECT * FROM shipping_method WHERE active = 1 ORDER BY position').all() as ShippingMethodRow[];

export const listActivePaymentMethods = (db: Db): PaymentMethodRow[] => db.prepare('SELECT * FROM payment_method WHERE active = 1 ORDER BY position').all() as PaymentMethodRow[];
