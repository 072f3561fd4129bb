// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/** What the app asks of DOMPurify: how often it configures, and what each sanitize call passes. */
const seen = vi.hoisted(() => ({ instances: 0, setConfig: 0, sanitizeArgs: [] as number[] }));

vi.mock('dompurify', async (importOriginal) => {
  const real = (await importOriginal<typeof import('dompurify')>()).default;
  const create = (root?: Parameters<typeof real>[0]) => {
    seen.instances += 1;
    const purifier = real(root);
    const setConfig = purifier.setConfig.bind(purifier);
    const sanitize = purifier.sanitize.bind(purifier) as (...args: unknown[]) => string;
    purifier.setConfig = (config) => {
      seen.setConfig += 1;
      setConfig(config);
    };
    purifier.sanitize = ((...args: unknown[]) => {
      seen.sanitizeArgs.push(args.length);
      return sanitize(...args);
    }) as typeof purifier.sanitize;
    return purifier;
  };
  return { default: create };
});

const { sanitizeHtml } = await import('./sanitize');

describe('sanitizeHtml configures DOMPurify once (issue 16: a config per call rebuilt the allow-lists each time)', () => {
  it('makes one instance, sets its config once and sanitises each text without a config of its own, with the same result', () => {
    expect(sanitizeHtml('<p onclick="x()">Miscanthus<script>alert(1)</script></p>')).toBe('<p>Miscanthus</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><form><input></form>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(seen.instances).toBe(1);
    expect(seen.setConfig).toBe(1);
    expect(seen.sanitizeArgs).toEqual([1, 1, 1]);
  });
});
