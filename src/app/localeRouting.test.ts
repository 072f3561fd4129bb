import { describe, expect, it, vi } from 'vitest';
import { localeRouting, routes } from './router';

describe('localeRouting', () => {
  it('starts the browser’s router with the address’s locale only, under the same root', () => {
    const english = localeRouting('/en-GB/Bedding/');
    expect(english.routes).toHaveLength(1);
    expect(english.routes[0].id).toBe(routes[0].id);
    expect(english.routes[0].children!.map((r) => r.id)).toEqual(['en-GB']);
    // The same route objects as the full table (the build prerendered with those).
    expect(english.routes[0].children![0]).toBe(routes[0].children!.find((r) => r.id === 'en-GB'));
    expect(localeRouting('/Einstreu/').routes[0].children!.map((r) => r.id)).toEqual(['de-DE']);
    expect(localeRouting('/').routes[0].children!.map((r) => r.id)).toEqual(['de-DE']);
  });

  it('adds another locale’s routes the first time a navigation goes there, once', () => {
    const { patchRoutesOnNavigation } = localeRouting('/Einstreu/');
    const patch = vi.fn();
    const discover = (path: string) => patchRoutesOnNavigation({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    // German pages: the German routes are there already (the catch-all matched).
    void discover('/Futter/Heu/');
    expect(patch).not.toHaveBeenCalled();
    void discover('/fr-FR/Litiere/');
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith(routes[0].id, [routes[0].children!.find((r) => r.id === 'fr-FR')]);
    void discover('/fr-FR/Aliment/');
    void discover('/fr-FR');
    expect(patch).toHaveBeenCalledTimes(1);
    void discover('/ar-AE/');
    expect(patch).toHaveBeenLastCalledWith(routes[0].id, [routes[0].children!.find((r) => r.id === 'ar-AE')]);
  });
});
