import { describe, expect, it, vi } from 'vitest';
import { classifyLink, internalPath, navigateTo } from './safeUrl';

const origin = 'https://shop.example';

describe('classifyLink', () => {
  it('refuses javascript:, data: and vbscript: links, also when obfuscated', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox']) {
      expect(classifyLink(href, origin)).toBe('refused');
    }
    expect(classifyLink('', origin)).toBe('refused');
  });
  it('treats relative and same-origin links as internal', () => {
    expect(classifyLink('/einstreu', origin)).toBe('internal');
    expect(classifyLink('ratgeber/boxen', origin)).toBe('internal');
    expect(classifyLink('https://shop.example/x?y=1', origin)).toBe('internal');
  });
  it('treats other origins, mailto and tel as external', () => {
    expect(classifyLink('https://example.org', origin)).toBe('external');
    expect(classifyLink('//cdn.example.org/x', origin)).toBe('external');
    expect(classifyLink('mailto:info@example.org', origin)).toBe('external');
  });
});

describe('navigateTo', () => {
  it('routes internal links and keeps query and hash', () => {
    const navigate = vi.fn();
    expect(navigateTo('https://shop.example/a?b=1#c', { origin, navigate })).toBe('internal');
    expect(navigate).toHaveBeenCalledWith('/a?b=1#c');
    expect(internalPath('/x', origin)).toBe('/x');
  });
  it('opens external links only with the explicit flag', () => {
    const navigate = vi.fn();
    const open = vi.fn();
    expect(navigateTo('https://example.org', { origin, navigate, open })).toBe('blocked');
    expect(open).not.toHaveBeenCalled();
    expect(navigateTo('https://example.org', { origin, navigate, open, external: true })).toBe('external');
    expect(open).toHaveBeenCalledWith('https://example.org');
  });
  it('never follows dangerous protocols', () => {
    const navigate = vi.fn();
    const open = vi.fn();
    expect(navigateTo('javascript:alert(1)', { origin, navigate, open, external: true })).toBe('refused');
    expect(navigate).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});
