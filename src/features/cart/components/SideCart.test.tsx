// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../app/store';
import { renderInShop } from '../../../test/render';
import { sideCartOpenAtom } from '../atoms';
import { SideCart } from './SideCart';

afterEach(() => appStore.set(sideCartOpenAtom, false));

describe('SideCart', () => {
  // The panel's code loads lazily: on a slow line the first "add to cart" opens it before it exists.
  it('stays open when it mounts after "add to cart" already opened it', async () => {
    appStore.set(sideCartOpenAtom, true);
    await renderInShop(<SideCart />, { locale: 'en-GB' });
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(appStore.get(sideCartOpenAtom)).toBe(true);
  });
});
