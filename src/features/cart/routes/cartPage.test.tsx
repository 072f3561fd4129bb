// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../app/store';
import { renderInShop } from '../../../test/render';
import { cartAtom, pendingCartAtom } from '../atoms';
import { Component as CartPage } from './cartPage';

afterEach(() => {
  appStore.set(pendingCartAtom, []);
  appStore.set(cartAtom, null);
});

describe('cart page', () => {
  it('says the cart is empty when nothing is in it and nothing waits', async () => {
    await renderInShop(<CartPage />);
    expect(await screen.findByText('Ihr Warenkorb ist leer')).toBeTruthy();
  });

  // Issue 15: offline, "Ihr Warenkorb ist leer" stood right under the products waiting to be sent.
  it('never says "empty" while products added offline wait in the outbox', async () => {
    appStore.set(pendingCartAtom, [{ seq: 1, productId: 'p1', name: 'Miscanthus-Pellets', quantity: 2, createdAt: Date.now() }]);
    await renderInShop(<CartPage />);
    expect(await screen.findByText('Miscanthus-Pellets', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Ihr Warenkorb ist leer')).toBeNull();
  });
});
