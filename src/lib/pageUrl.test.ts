import { describe, expect, it } from 'vitest';
import { pageFileUrl, showsPrerenderedPage } from './pageUrl';

describe('showsPrerenderedPage', () => {
  it('is true without a query and with only a campaign’s or the installed app’s start parameters', () => {
    expect(showsPrerenderedPage('')).toBe(true);
    expect(showsPrerenderedPage('?')).toBe(true);
    // The web app manifest's start_url.
    expect(showsPrerenderedPage('?source=pwa')).toBe(true);
    expect(showsPrerenderedPage('?utm_source=newsletter&utm_medium=email&utm_campaign=winter')).toBe(true);
    expect(showsPrerenderedPage('?gclid=abc&fbclid=def&msclkid=ghi')).toBe(true);
  });

  it('is false for anything that changes what the page shows: a listing’s page, sorting, filters, a search', () => {
    expect(showsPrerenderedPage('?p=2')).toBe(false);
    expect(showsPrerenderedPage('?order=price-desc')).toBe(false);
    expect(showsPrerenderedPage('?utm_source=x&properties=a|b')).toBe(false);
    expect(showsPrerenderedPage('?search=stroh')).toBe(false);
    expect(showsPrerenderedPage('?sources=pwa')).toBe(false);
  });
});

describe('pageFileUrl', () => {
  it('names the document the build writes next to a page’s payload, with or without trailing slash', () => {
    expect(pageFileUrl('/')).toBe('/_page.html');
    expect(pageFileUrl('/Einstreu/')).toBe('/Einstreu/_page.html');
    expect(pageFileUrl('/Einstreu')).toBe('/Einstreu/_page.html');
    expect(pageFileUrl('/en-GB')).toBe('/en-GB/_page.html');
    expect(pageFileUrl('/Strohpellets-Classic/SW-STP-100')).toBe('/Strohpellets-Classic/SW-STP-100/_page.html');
    expect(pageFileUrl('/Zubeh%C3%B6r/')).toBe('/Zubeh%C3%B6r/_page.html');
  });

  it('names none for build folders, hidden files and encoded separators', () => {
    expect(pageFileUrl('/_navigation')).toBeNull();
    expect(pageFileUrl('/Einstreu/_page.html')).toBeNull();
    expect(pageFileUrl('/.env/')).toBeNull();
    expect(pageFileUrl('/a%2F..%2Fb/')).toBeNull();
  });
});
