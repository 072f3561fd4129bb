// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FilterFacets, ListingQuery } from '../../../api';
import { LocaleProviders } from '../../../app/LocaleProviders';
import { activateLocale, i18nForComponents } from '../../../i18n';
import { FilterSidebar } from './FilterSidebar';

const facets: FilterFacets = {
  manufacturers: [{ id: 'm1', name: 'Hofgut Lindenau' }],
  properties: [
    {
      id: 'p1',
      name: 'Einstreuart',
      displayType: 'text',
      options: [
        { id: 'o1', name: 'Miscanthus' },
        { id: 'o2', name: 'Stroh' },
      ],
    },
  ],
  price: { min: 7, max: 14 },
  shippingFreeAvailable: true,
};
const query = { properties: [], manufacturer: [], shippingFree: false } as unknown as ListingQuery;

function Sidebar(): ReactNode {
  return (
    <I18nextProvider i18n={i18nForComponents}>
      <MemoryRouter initialEntries={['/Einstreu/']}>
        <LocaleProviders locale="de-DE">
          <FilterSidebar facets={facets} query={query} onChange={() => undefined} />
        </LocaleProviders>
      </MemoryRouter>
    </I18nextProvider>
  );
}

/** A screen as wide as MUI's `md` breakpoint (900 px) or a phone's. */
function screenIs(wide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: wide && /min-width:\s*900px/.test(media),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const controls = (root: ParentNode) => root.querySelectorAll('input').length;

beforeAll(async () => {
  await activateLocale('de-DE', ['common', 'catalog']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('FilterSidebar: the filter panel is built only where it shows (issue 16, TBT on phones)', () => {
  it('is prerendered as its column and heading, without the panel, whatever the server is told about screens', () => {
    screenIs(true);
    const html = renderToString(<Sidebar />);
    const dom = document.createElement('div');
    dom.innerHTML = html;
    expect(dom.querySelector('aside[aria-label="Filter"] h2')?.textContent).toBe('Filter');
    expect(controls(dom)).toBe(0);
  });

  for (const wide of [false, true]) {
    it(`hydrates that markup without an error on a ${wide ? 'wide screen, then shows the panel' : 'phone, and builds no control there'}`, async () => {
      screenIs(true);
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Sidebar />);
      document.body.append(container);
      const heading = container.querySelector('h2');
      screenIs(wide);
      const onRecoverableError = vi.fn();
      await act(async () => {
        hydrateRoot(container, <Sidebar />, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(container.querySelector('h2')).toBe(heading);
      if (wide) {
        expect(container.querySelector('input[type="checkbox"]')).not.toBeNull();
        expect(container.textContent).toContain('Miscanthus');
      } else {
        expect(controls(container)).toBe(0);
      }
    });
  }

  it('renders the panel in its first render after a navigation on a wide screen, and not at all on a phone', () => {
    for (const wide of [true, false]) {
      screenIs(wide);
      const container = document.createElement('div');
      const root = createRoot(container);
      // One synchronous render: what the first commit shows.
      act(() => root.render(<Sidebar />));
      expect(controls(container) > 0).toBe(wide);
      act(() => root.unmount());
    }
  });
});
