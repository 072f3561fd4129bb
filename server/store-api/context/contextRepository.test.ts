import { describe, expect, it } from 'vitest';
import { idFor } from '../../lib/ids';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import {
  findCountry,
  findCountryState,
  findCurrency,
  findDeliveryTime,
  findLanguage,
  findMedia,
  findPaymentMethod,
  findShippingMethod,
  listActiveCountryStates,
  listTaxRates,
} from './contextRepository';

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

  it('finds a country state by id, inactive ones too', () => {
    const db = openFixtureDatabase();
    db.prepare(`INSERT INTO country_state (id, country_id, short_code, name, active) VALUES ('s1', ?, 'DE-BY', '{"de-DE":"Bayern"}', 0)`).run(F.countryDe);
    expect(findCountryState(db, 's1')).toMatchObject({ id: 's1', country_id: F.countryDe, short_code: 'DE-BY', active: 0 });
    expect(findCountryState(db, 'unknown')).toBeUndefined();
  });

  it('lists the tax rates, highest first', () => {
    const db = openFixtureDatabase();
    expect(listTaxRates(db)).toEqual([
      { tax_rate: 19, name: '19 %' },
      { tax_rate: 7, name: '7 %' },
    ]);
  });

  it("lists a country's active states by position, then short code", () => {
    const db = openFixtureDatabase();
    const state = db.prepare('INSERT INTO country_state (id, country_id, short_code, name, position, active) VALUES (?, ?, ?, ?, ?, ?)');
    state.run('by', F.countryDe, 'DE-BY', '{"de-DE":"Bayern"}', 2, 1);
    state.run('be', F.countryDe, 'DE-BE', '{"de-DE":"Berlin"}', 1, 1);
    state.run('bw', F.countryDe, 'DE-BW', '{"de-DE":"Baden-Württemberg"}', 1, 1);
    state.run('hh', F.countryDe, 'DE-HH', '{"de-DE":"Hamburg"}', 0, 0);
    state.run('zh', F.countryCh, 'CH-ZH', '{"de-DE":"Zürich"}', 0, 1);
    expect(listActiveCountryStates(db, F.countryDe).map((s) => s.id)).toEqual(['be', 'bw', 'by']);
    expect(listActiveCountryStates(db, F.countryDe)[0]).toMatchObject({ country_id: F.countryDe, short_code: 'DE-BE', name: '{"de-DE":"Berlin"}', position: 1, active: 1 });
    expect(listActiveCountryStates(db, 'unknown')).toEqual([]);
  });

  it('finds media and delivery times by id, none for an unknown or missing id', () => {
    const db = openFixtureDatabase();
    expect(findMedia(db, F.mediaPdf)).toMatchObject({ id: F.mediaPdf, path: 'downloads/guide.pdf', file_extension: 'pdf', private: 1 });
    expect(findMedia(db, 'unknown')).toBeUndefined();
    expect(findMedia(db, null)).toBeUndefined();
    expect(findDeliveryTime(db, F.days)).toMatchObject({ id: F.days, min: 1, max: 3, unit: 'day' });
    expect(findDeliveryTime(db, 'unknown')).toBeUndefined();
    expect(findDeliveryTime(db, undefined)).toBeUndefined();
  });
});
