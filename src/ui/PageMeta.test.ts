import { describe, expect, it } from 'vitest';
import { pageTitle } from './PageMeta';

describe('pageTitle', () => {
  it("adds the shop's title to the page's title", () => {
    expect(pageTitle({ title: 'Warenkorb' }, 'Stallwerk Shop')).toBe('Warenkorb | Stallwerk Shop');
  });

  it("prefers the backend's meta title and strips the shop name it ends with", () => {
    expect(pageTitle({ title: 'Einstreu', metaTitle: 'Einstreu für Pferde | Stallwerk' }, 'Stallwerk Shop')).toBe('Einstreu für Pferde | Stallwerk Shop');
    expect(pageTitle({ title: 'Einstreu', metaTitle: 'Pellets|Stallwerk' }, 'Stallwerk Shop')).toBe('Pellets | Stallwerk Shop');
    expect(pageTitle({ title: 'Einstreu', metaTitle: 'Stallwerk Pellets' }, 'Stallwerk Shop')).toBe('Stallwerk Pellets | Stallwerk Shop');
  });

  it("is the shop's title alone for a page without a title", () => {
    expect(pageTitle({}, 'Stallwerk Shop')).toBe('Stallwerk Shop');
    expect(pageTitle({ title: '' }, 'Stallwerk Shop')).toBe('Stallwerk Shop');
  });
});
