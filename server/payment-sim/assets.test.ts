import { describe, expect, it } from 'vitest';
import { translationsFor } from './assets';

describe('SDK translations served by the simulator', () => {
  it('has Arabic for every text the German card, gift card and SEPA forms translate', () => {
    const ar = translationsFor('ar');
    const missing = Object.keys(translationsFor('de-DE')).filter((key) => !(key in ar));
    expect(missing).toEqual([]);
  });

  it('keeps the Arabic texts free of English words (only format codes, IBAN and placeholders stay Latin)', () => {
    for (const [key, text] of Object.entries(translationsFor('ar'))) {
      const latin = text.replace(/MM\/YY|IBAN|%@|%\{\w+\}/g, '');
      expect(latin, key).not.toMatch(/[A-Za-z]/);
    }
  });
});
