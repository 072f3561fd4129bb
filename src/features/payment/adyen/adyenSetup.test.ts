import { describe, expect, it } from 'vitest';
import { adyenCoreOptions, cardBrands, challengeWindowSize, DEFAULT_CARD_BRANDS, PaymentSetupError, type AdyenSetupInput } from './adyenSetup';

const base: AdyenSetupInput = {
  config: { clientKey: 'sim_local_stallwerk', environment: 'test', environmentUrls: { api: 'http://localhost:8080/' } },
  locale: 'de-DE',
  countryCode: 'DE',
  amount: { value: 2490, currency: 'EUR' },
  paymentMethodsResponse: { paymentMethods: [] },
};

describe('Adyen setup (spec §5)', () => {
  it('points every SDK host at the simulator when /context names it', () => {
    const options = adyenCoreOptions(base);
    expect(options._environmentUrls).toEqual({
      api: 'http://localhost:8080/',
      analytics: 'http://localhost:8080/',
      cdn: { images: 'http://localhost:8080/', translations: 'http://localhost:8080/' },
    });
    expect(options).toMatchObject({ environment: 'test', clientKey: 'sim_local_stallwerk', showPayButton: false, amount: { value: 2490, currency: 'EUR' } });
  });

  it('leaves the hosts to the SDK against real Adyen', () => {
    const options = adyenCoreOptions({ ...base, config: { clientKey: 'live_ABC', environment: 'live' } });
    expect(options._environmentUrls).toBeUndefined();
  });

  it('refuses a locale that does not look like xx-XX', () => {
    expect(() => adyenCoreOptions({ ...base, locale: 'de' })).toThrow(PaymentSetupError);
    expect(() => adyenCoreOptions({ ...base, locale: 'de_de' })).toThrow(/xx-XX/);
  });

  it('requires a country code', () => {
    expect(() => adyenCoreOptions({ ...base, countryCode: '' })).toThrow(/country code/);
  });

  it('requires a client key whose test/live prefix matches the environment', () => {
    expect(() => adyenCoreOptions({ ...base, config: { clientKey: 'test_X', environment: 'live' } })).toThrow(/test key/);
    expect(() => adyenCoreOptions({ ...base, config: { clientKey: 'live_X', environment: 'test' } })).toThrow(/live key/);
    expect(() => adyenCoreOptions({ ...base, config: { clientKey: '', environment: 'test' } })).toThrow(/client key/);
    expect(adyenCoreOptions({ ...base, config: { clientKey: 'test_X', environment: 'test' } }).clientKey).toBe('test_X');
  });

  it("offers the provider's card brands, else amex, mc and visa", () => {
    expect(cardBrands({ paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'maestro'] } as never] })).toEqual(['visa', 'maestro']);
    expect(cardBrands({ paymentMethods: [] })).toEqual(DEFAULT_CARD_BRANDS);
    expect(DEFAULT_CARD_BRANDS).toEqual(['amex', 'mc', 'visa']);
  });

  it('uses the 390×400 challenge window, full screen on narrow phones', () => {
    expect(challengeWindowSize(1280)).toBe('02');
    expect(challengeWindowSize(390)).toBe('05');
  });
});
