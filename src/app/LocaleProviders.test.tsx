// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProviders } from './LocaleProviders';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Attribute writes on <html>, same value or not (the DOM records a mutation for every write). */
async function attributeWrites(run: () => Promise<void> | void): Promise<string[]> {
  const writes: string[] = [];
  const note = (records: MutationRecord[]) => writes.push(...records.map((r) => r.attributeName ?? ''));
  const observer = new MutationObserver(note);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  await run();
  note(observer.takeRecords());
  observer.disconnect();
  return writes;
}

describe('LocaleProviders marks the document with the locale', () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  afterEach(() => act(() => root.render(null)));

  it('leaves lang and dir untouched when the prerendered page already carries them (Chromium restyles every element on a lang write)', async () => {
    document.documentElement.lang = 'de-DE';
    document.documentElement.dir = 'ltr';
    const writes = await attributeWrites(() => act(() => root.render(<LocaleProviders locale="de-DE">Einstreu</LocaleProviders>)));
    expect(writes).toEqual([]);
    expect(container.textContent).toBe('Einstreu');
  });

  it('sets lang and dir when the locale changes, right-to-left for ar-AE', async () => {
    document.documentElement.lang = 'de-DE';
    document.documentElement.dir = 'ltr';
    await act(() => root.render(<LocaleProviders locale="de-DE">x</LocaleProviders>));
    const writes = await attributeWrites(() => act(() => root.render(<LocaleProviders locale="ar-AE">x</LocaleProviders>)));
    expect(writes.sort()).toEqual(['dir', 'lang']);
    expect(document.documentElement.lang).toBe('ar-AE');
    expect(document.documentElement.dir).toBe('rtl');
    await act(() => root.render(<LocaleProviders locale="en-GB">x</LocaleProviders>));
    expect(document.documentElement.lang).toBe('en-GB');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('LocaleProviders and the baseline styles (CssBaseline)', () => {
  /**
   * Renders with freshly imported modules (whether the page carries the baseline is read when they
   * load) and returns the global style tags the render added or moved.
   */
  async function renderFresh(page: 'shell' | 'prerendered'): Promise<string[]> {
    document.head.querySelectorAll('style').forEach((tag) => tag.remove());
    // A prerendered page's head: its global styles in tags of their own, as criticalStyleTags writes them.
    if (page === 'prerendered') document.head.innerHTML = '<style data-s="" data-emotion="mui-global 1a2b3c">html{-webkit-font-smoothing:antialiased;}body{margin:0;}</style><title>x</title>';
    const before = [...document.head.children];
    document.body.innerHTML = page === 'prerendered' ? '<div id="root" data-prerendered="/Einstreu"></div>' : '<div id="root"></div>';
    vi.resetModules();
    const fresh = await import('./LocaleProviders');
    const root = createRoot(document.createElement('div'));
    await act(() => root.render(<fresh.LocaleProviders locale="de-DE">x</fresh.LocaleProviders>));
    const after = [...document.head.children];
    const changed = after.filter((tag, index) => before[index] !== tag && tag.matches('style[data-emotion$="-global"], style[data-emotion*="-global "]'));
    await act(() => root.unmount());
    return changed.map((tag) => tag.textContent ?? '');
  }

  it('inserts the baseline on a page that does not carry it (the shell)', async () => {
    const globals = await renderFresh('shell');
    expect(globals.join('')).toContain('box-sizing');
  });

  it('leaves the baseline of a prerendered page where it is: emotion would move its tag and Chromium restyle the document', async () => {
    expect(await renderFresh('prerendered')).toEqual([]);
  });
});
