// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render';
import { AppHeader } from './AppHeader';

// The header's trees come from the Store API; an empty navigation is enough here.
vi.mock('./navigationData', () => ({ useNavigationTree: () => [], navigationPromise: () => Promise.resolve([]) }));

/**
 * The search, the drawer and the tooltips are lazy chunks (out of the first route's JS): they must
 * still arrive and work.
 */
describe('AppHeader with its late parts', () => {
  it('loads the search box after the first render; the header icons work before their tooltips load', async () => {
    await renderInShop(<AppHeader />);
    const boxes = await screen.findAllByRole('combobox', { name: 'Suche' }, { timeout: 15_000 });
    expect(boxes.length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Merkzettel' })).toBeTruthy();
  });

  it('opens the navigation drawer on the first tap, its code loaded on demand', async () => {
    await renderInShop(<AppHeader />);
    expect(screen.queryByRole('button', { name: 'Menü schließen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const close = await screen.findByRole('button', { name: 'Menü schließen' }, { timeout: 15_000 });
    expect(close).toBeTruthy();
  });
});
