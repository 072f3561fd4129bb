import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import { loadCustomer } from './customers';
import {
  deleteCustomer,
  findActiveCountry,
  findByOptInHash,
  findRecovery,
  insertCustomer,
  isActiveStateOf,
  notSpecifiedSalutationId,
  recordLogin,
  replaceRecovery,
  rowExists,
  updateProfile,
  type NewCustomer,
} from './customerRepository';

function newCustomer(db: ReturnType<typeof openFixtureDatabase>, overrides: Partial<NewCustomer> = {}): NewCustomer {
  const channel = db.prepare('SELECT id FROM sales_channel LIMIT 1').get() as { id: string };
  return {
    id: newId(),
    salesChannelId: channel.id,
    languageId: F.de,
    customerNumber: '10001',
    accountType: 'private',
    salutationId: null,
    title: null,
    firstName: 'Anna',
    lastName: 'Reiter',
    email: 'anna@example.com',
    passwordHash: 'x',
    guest: false,
    active: false,
    doubleOptInRegistration: true,
    doubleOptInEmailSentDate: '2026-01-01T00:00:00.000Z',
    hash: 'h1',
    company: null,
    vatIds: [],
    birthday: null,
    defaultPaymentMethodId: null,
    affiliateCode: null,
    campaignCode: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('customer repository', () => {
  it('writes a registration row with every column and reads it back by its opt-in hash', () => {
    const db = openFixtureDatabase();
    const c = newCustomer(db, { vatIds: ['DE123456789'], company: 'Hof GmbH', accountType: 'business' });
    insertCustomer(db, c);
    const row = loadCustomer(db, c.id)!;
    expect(row).toMatchObject({
      email: 'anna@example.com',
      first_name: 'Anna',
      guest: 0,
      active: 0,
      double_opt_in_registration: 1,
      hash: 'h1',
      company: 'Hof GmbH',
      vat_ids: '["DE123456789"]',
      updated_at: null,
    });
    expect(findByOptInHash(db, 'h1')?.id).toBe(c.id);
  });

  it('keeps the birthday when a profile update leaves it out, removes it when null', () => {
    const db = openFixtureDatabase();
    const c = newCustomer(db, { birthday: '1990-05-01' });
    insertCustomer(db, c);
    const profile = { accountType: 'private', salutationId: null, title: null, firstName: 'Anne', lastName: 'Reiter', company: null, vatIds: [] };
    updateProfile(db, c.id, { ...profile, birthday: undefined });
    expect(loadCustomer(db, c.id)).toMatchObject({ first_name: 'Anne', birthday: '1990-05-01' });
    updateProfile(db, c.id, { ...profile, birthday: null });
    expect(loadCustomer(db, c.id)!.birthday).toBeNull();
  });

  it('keeps one recovery hash per customer and deletes customers', () => {
    const db = openFixtureDatabase();
    const c = newCustomer(db);
    insertCustomer(db, c);
    replaceRecovery(db, c.id, 'r1');
    replaceRecovery(db, c.id, 'r2');
    expect(findRecovery(db, 'r1')).toBeUndefined();
    expect(findRecovery(db, 'r2')?.customer_id).toBe(c.id);
    db.transaction(() => deleteCustomer(db, c.id))();
    expect(loadCustomer(db, c.id)).toBeUndefined();
  });

  it('records logins: the first one stays, the last one moves', () => {
    const db = openFixtureDatabase();
    const c = newCustomer(db);
    insertCustomer(db, c);
    recordLogin(db, c.id, '2026-02-01T00:00:00.000Z');
    recordLogin(db, c.id, '2026-02-02T00:00:00.000Z');
    expect(loadCustomer(db, c.id)).toMatchObject({ first_login: '2026-02-01T00:00:00.000Z', last_login: '2026-02-02T00:00:00.000Z' });
  });
});

describe('customer repository: the lookups of the field readers', () => {
  it('finds the "not specified" salutation only when the shop has one', () => {
    const db = openFixtureDatabase();
    expect(notSpecifiedSalutationId(db)).toBeUndefined();
    db.prepare("INSERT INTO salutation (id, salutation_key, display_name, letter_name) VALUES ('mr', 'mr', '{}', '{}'), ('ns', 'not_specified', '{}', '{}')").run();
    expect(notSpecifiedSalutationId(db)).toBe('ns');
  });

  it('tells whether a table has a row with an id, with the extra condition', () => {
    const db = openFixtureDatabase();
    expect(rowExists(db, 'language', F.de)).toBe(true);
    expect(rowExists(db, 'language', 'nope')).toBe(false);
    expect(rowExists(db, 'language', F.de, "code = 'en-GB'")).toBe(false);
    expect(rowExists(db, 'salutation', F.de)).toBe(false);
  });

  it('finds active countries only', () => {
    const db = openFixtureDatabase();
    expect(findActiveCountry(db, F.countryDe)).toMatchObject({ id: F.countryDe, iso: 'DE' });
    db.prepare('UPDATE country SET active = 0 WHERE id = ?').run(F.countryDe);
    expect(findActiveCountry(db, F.countryDe)).toBeUndefined();
  });

  it('accepts an active state of the given country only', () => {
    const db = openFixtureDatabase();
    const insertState = db.prepare("INSERT INTO country_state (id, country_id, short_code, name, active) VALUES (?, ?, ?, '{}', ?)");
    insertState.run('by', F.countryDe, 'DE-BY', 1);
    insertState.run('be', F.countryDe, 'DE-BE', 0);
    expect(isActiveStateOf(db, 'by', F.countryDe)).toBe(true);
    expect(isActiveStateOf(db, 'by', F.countryCh)).toBe(false);
    expect(isActiveStateOf(db, 'be', F.countryDe)).toBe(false);
    expect(isActiveStateOf(db, 'nope', F.countryDe)).toBe(false);
  });
});
