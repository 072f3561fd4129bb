import { describe, expect, it } from 'vitest';
import { idFor } from '../../lib/ids';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import { findCountry, findCurrency, findLanguage, findPaymentMethod, findShippingMethod, listTaxRates } from './contextRepository';

describe('context repository', () => {
  it('finds languages, currencies and countries by id, none for an unknown or missing id', () => {
    const db = openFixtureDatabase();
    expect(findLanguage(db, F.en)).toMatchObject({ id: F.en, code: 'en-GB' });
    expect(findCurrency(db, F.chf)).toMatchObject({ id: F.chf, iso_code: 'CHF', factor: 0.94 });
    expect(findCountry(db, F.countryCh)).toMatchObject({ id: F.countryCh, iso: 'CH', tax_free: 1 });
    expect(findLanguage(db, 'unknown')).toBeUndefined();
    expect(findCurrency(db, undefined)).toBeUndefined();
    expect(findCountry(db, null)).toBeUndefined();
  });

  it('finds shipping and payment methods by id', () => {
    const db = openFixtureDatabase();
    expect(findShippingMethod(db, idFor('shipping:parcel'))).toMatchObject({ technical_name: 'parcel' });
    expect(findPaymentMethod(db, idFor('payment:prepayment'))).toMatchObject({ technical_name: 'prepayment', handler: 'prepayment' });
    expect(findShippingMethod(db, 'unknown')).toBeUndefined();
    expect(findPaymentMethod(db, undefined)).toBeUndefined();
  });

  it('lists the tax rates, highest first', () => {
    const db = openFixtureDatabase();
    expect(listTaxRates(db)).toEqual([
      { tax_rate: 19, name: '19 %' },
      { tax_rate: 7, name: '7 %' },
    ]);
  });
});
