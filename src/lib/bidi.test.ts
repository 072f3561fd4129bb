import { describe, expect, it } from 'vitest';
import { FSI, PDI, bidiSegments, hasRtl, isolate, isolateLtrRuns, joinIsolated, ltrRuns, stripIsolates } from './bidi';

describe('isolate', () => {
  it('wraps a value in first-strong isolate marks', () => {
    expect(isolate('greta@example.com')).toBe(`${FSI}greta@example.com${PDI}`);
    expect(isolate('')).toBe('');
    expect(stripIsolates(isolate('Melanie K.'))).toBe('Melanie K.');
  });
});

describe('ltrRuns', () => {
  it('keeps "3-D Secure" together as one left-to-right run', () => {
    const segments = ltrRuns('دفع آمن عبر 3-D Secure.');
    expect(segments.filter((s) => s.ltr).map((s) => s.text)).toEqual(['3-D Secure.']);
    expect(segments.map((s) => s.text).join('')).toBe('دفع آمن عبر 3-D Secure.');
  });
  it('keeps an e-mail address in brackets as one run without the brackets', () => {
    const runs = ltrRuns('طلب ضيف باسم Greta Gast (greta.gast@example.com)')
      .filter((s) => s.ltr)
      .map((s) => s.text);
    expect(runs).toEqual(['Greta Gast (greta.gast@example.com)']);
  });
  it('finds several runs', () => {
    const runs = ltrRuns('الخصم المباشر SEPA و iDEAL')
      .filter((s) => s.ltr)
      .map((s) => s.text);
    expect(runs).toEqual(['SEPA', 'iDEAL']);
  });
});

describe('isolateLtrRuns', () => {
  it('isolates Latin runs in Arabic text only', () => {
    expect(isolateLtrRuns('عبر 3-D Secure')).toBe(`عبر ${FSI}3-D Secure${PDI}`);
    expect(isolateLtrRuns('secured with 3-D Secure')).toBe('secured with 3-D Secure');
  });
  it('detects right-to-left text', () => {
    expect(hasRtl('بقلم')).toBe(true);
    expect(hasRtl('Melanie K.')).toBe(false);
  });
});

describe('joinIsolated', () => {
  it('isolates each part of a meta line so the date stays one run', () => {
    const date = new Intl.DateTimeFormat('ar-AE', { dateStyle: 'medium' }).format(new Date('2026-06-11T10:00:00Z'));
    const line = joinIsolated(['بقلم Melanie K.', date]);
    expect(line).toBe(`${FSI}بقلم Melanie K.${PDI} · ${FSI}${date}${PDI}`);
    expect(joinIsolated([false, undefined, '', 'x'])).toBe(`${FSI}x${PDI}`);
  });
});

describe('bidiSegments', () => {
  it('turns isolated values into segments without the marks', () => {
    expect(bidiSegments(`Gastbestellung für ${isolate('Greta Gast')} (${isolate('g@example.com')})`)).toEqual([
      { text: 'Gastbestellung für ', isolated: false },
      { text: 'Greta Gast', isolated: true },
      { text: ' (', isolated: false },
      { text: 'g@example.com', isolated: true },
      { text: ')', isolated: false },
    ]);
  });
  it('also isolates the Latin runs of right-to-left text', () => {
    expect(bidiSegments('دفع آمن عبر 3-D Secure')).toEqual([
      { text: 'دفع آمن عبر ', isolated: false },
      { text: '3-D Secure', isolated: true },
    ]);
    expect(bidiSegments(`بقلم ${isolate('Melanie K.')}`)).toEqual([
      { text: 'بقلم ', isolated: false },
      { text: 'Melanie K.', isolated: true },
    ]);
  });
});
