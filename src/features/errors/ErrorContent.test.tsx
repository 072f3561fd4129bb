// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render';
import { ErrorContent } from './ErrorContent';

describe('ErrorContent', () => {
  it("shows 'Page not found: {path}' and a home link with the locale prefix", async () => {
    await renderInShop(<ErrorContent error={{ kind: 'not-found', status: 404 }} />, { locale: 'en-GB', path: '/en-GB/nothing-here' });
    expect(await screen.findByText('Page not found: /nothing-here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/en-GB');
  });

  it('shows the maintenance page with its illustration', async () => {
    await renderInShop(<ErrorContent error={{ kind: 'maintenance', status: 503 }} />);
    expect(await screen.findByRole('heading', { name: 'Wir misten gerade aus' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Pferd/ })).toBeTruthy();
  });

  it("falls back to 'Unfortunately, something went wrong'", async () => {
    await renderInShop(<ErrorContent error={{ kind: 'http', status: 418 }} />, { locale: 'en-GB' });
    expect(await screen.findByText('Unfortunately, something went wrong.')).toBeTruthy();
  });
});
