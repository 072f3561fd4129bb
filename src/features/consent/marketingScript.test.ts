// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { injectMarketingScript } from './marketingScript';

describe('injectMarketingScript', () => {
  it('injects the script once, async', () => {
    expect(injectMarketingScript('https://mail.example/track.js')).toBe(true);
    expect(injectMarketingScript('https://mail.example/track.js')).toBe(false);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].async).toBe(true);
  });
  it('does nothing without a URL or with an unsafe one', () => {
    document.head.innerHTML = '';
    expect(injectMarketingScript(null)).toBe(false);
    expect(injectMarketingScript('javascript:alert(1)')).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
