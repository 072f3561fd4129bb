// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { preloadOfflineCode } from './preloadOfflineCode';

describe('preloadOfflineCode', () => {
  it('module-preloads (loads, does not run) each chunk the page names as offline code, once', () => {
    document.head.innerHTML = '<meta name="stallwerk-offline-module" content="/assets/outbox-o.js"><meta name="stallwerk-offline-module" content="/assets/db-d.js">';
    preloadOfflineCode();
    preloadOfflineCode();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/outbox-o.js'],
      ['modulepreload', '/assets/db-d.js'],
    ]);
  });
});
