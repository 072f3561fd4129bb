import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { warmIntlData } from './intlWarmup';

describe('warmIntlData', () => {
  it('loads the number, plural, date and collation data of every locale the shop has', () => {
    for (const locale of LOCALES) expect(() => warmIntlData(locale), locale).not.toThrow();
  });
});
