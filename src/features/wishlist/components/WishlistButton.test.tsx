// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../app/store';
import { renderInShop } from '../../../test/render';
import { wishlistIdsAtom } from '../atoms';
import { WishlistBadgeButton } from './WishlistBadgeButton';
import { WishlistButton } from './WishlistButton';

describe('the wishlist heart for visitors', () => {
  beforeEach(() => {
    localStorage.clear();
    appStore.set(wishlistIdsAtom, []);
  });

  it('toggles with its pressed state, confirms and counts in the header badge', async () => {
    await renderInShop(
      <>
        <WishlistBadgeButton />
        <WishlistButton productId="p1" name="Strohpellets" />
      </>,
    );
    const heart = await screen.findByRole('button', { name: 'Auf den Merkzettel: Strohpellets' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Merkzettel' }).getAttribute('href')).toBe('/wishlist');

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('link', { name: 'Merkzettel (1 Produkt)' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('sw-wishlist-items')!)).toEqual(['p1']);

    await waitFor(() => expect(heart).toHaveProperty('disabled', false));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByRole('link', { name: 'Merkzettel' })).toBeTruthy();
    expect(localStorage.getItem('sw-wishlist-items')).toBeNull();
  });
});
