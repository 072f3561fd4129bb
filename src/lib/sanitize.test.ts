// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts and event handlers', () => {
    const out = sanitizeHtml('<p onclick="alert(1)">Hallo<script>alert(2)</script><img src="x" onerror="alert(3)"></p>');
    expect(out).not.toMatch(/script|onclick|onerror|alert/);
    expect(out).toContain('Hallo');
  });
  it('refuses javascript: and data: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
  });
  it('opens external links safely and keeps internal ones in the tab', () => {
    expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="/ratgeber/boxen" target="_blank">x</a>')).toBe('<a href="/ratgeber/boxen">x</a>');
  });
  it('drops frames and forms', () => {
    expect(sanitizeHtml('<iframe src="https://evil"></iframe><form><input></form>ok')).toBe('ok');
  });
});
