import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPage, rootLocale } from './static';

describe('prerenderedPage: the build’s {path}/_page.html for a page path', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'stallwerk-static-'));
    for (const dir of ['', 'Einstreu/Strohpellets', 'en-GB', 'Strohpellets-Classic/SW-STP-100.1', '_navigation']) {
      mkdirSync(join(dist, dir), { recursive: true });
      writeFileSync(join(dist, dir, '_page.html'), '<!doctype html>');
    }
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('finds a page with or without its trailing slash, encoded or not', () => {
    expect(prerenderedPage(dist, '/Einstreu/Strohpellets/', {})).toBe(join(dist, 'Einstreu/Strohpellets/_page.html'));
    expect(prerenderedPage(dist, '/Einstreu/Strohpellets', {})).toBe(join(dist, 'Einstreu/Strohpellets/_page.html'));
    expect(prerenderedPage(dist, '/Strohpellets-Classic/SW-STP-100.1', {})).toBe(join(dist, 'Strohpellets-Classic/SW-STP-100.1/_page.html'));
    expect(prerenderedPage(dist, '/%45instreu/Strohpellets/', {})).toBe(join(dist, 'Einstreu/Strohpellets/_page.html'));
    expect(prerenderedPage(dist, '/en-GB', {})).toBe(join(dist, 'en-GB/_page.html'));
  });

  it('has none for pages the build did not prerender, build folders and paths outside the build', () => {
    expect(prerenderedPage(dist, '/checkout/cart', {})).toBeNull();
    expect(prerenderedPage(dist, '/_navigation/', {})).toBeNull();
    expect(prerenderedPage(dist, '/Einstreu/../../etc/', {})).toBeNull();
    expect(prerenderedPage(dist, '/%2e%2e/%2e%2e/etc/', {})).toBeNull();
    expect(prerenderedPage(dist, '/%E0%A4%A/', {})).toBeNull();
  });

  it('serves the German home only to visitors who stay on it (spec §2: cookie, else the browser’s languages)', () => {
    const home = join(dist, '_page.html');
    expect(prerenderedPage(dist, '/', {})).toBe(home);
    expect(prerenderedPage(dist, '/', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).toBe(home);
    expect(prerenderedPage(dist, '/', { 'accept-language': 'nl-NL,de;q=0.8' })).toBe(home);
    expect(prerenderedPage(dist, '/', { 'accept-language': 'en-US,en;q=0.9,de;q=0.5' })).toBeNull();
    expect(prerenderedPage(dist, '/', { 'accept-language': 'ar' })).toBeNull();
    expect(prerenderedPage(dist, '/', { 'accept-language': 'en-GB', cookie: 'a=1; stallwerk-locale=de-DE' })).toBe(home);
    expect(prerenderedPage(dist, '/', { 'accept-language': 'de-DE', cookie: 'stallwerk-locale=fr-FR' })).toBeNull();
  });

  it('picks the root’s locale like the storefront: a valid cookie, else the browser’s languages by weight, else German', () => {
    expect(rootLocale({})).toBe('de-DE');
    expect(rootLocale({ 'accept-language': 'en-US,en;q=0.9,de;q=0.5' })).toBe('en-GB');
    expect(rootLocale({ 'accept-language': 'de;q=0.5,fr-CA;q=0.8' })).toBe('fr-FR');
    expect(rootLocale({ 'accept-language': 'ar' })).toBe('ar-AE');
    expect(rootLocale({ 'accept-language': 'nl-NL,*' })).toBe('de-DE');
    expect(rootLocale({ 'accept-language': 'en;q=0,fr' })).toBe('fr-FR');
    expect(rootLocale({ 'accept-language': 'en-US', cookie: 'x=1; stallwerk-locale=ar-AE' })).toBe('ar-AE');
    expect(rootLocale({ 'accept-language': 'fr', cookie: 'stallwerk-locale=xx-XX' })).toBe('fr-FR');
  });
});
