// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { InstallOffer } from './InstallOffer';

describe('the install moment (issue 15 item 2)', () => {
  beforeEach(() => localStorage.clear());

  it('offers to store the shop offline right after it was installed, once', async () => {
    await renderInShop(<InstallOffer />);
    expect(screen.queryByText(/Installiert!/)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(await screen.findByText('Installiert! Den ganzen Shop jetzt für den Stall offline speichern?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Offline verfügbar machen' }).getAttribute('href')).toBe('/offline');
    act(() => screen.getByRole('button', { name: 'Nicht jetzt' }).click());

    cleanup();
    await renderInShop(<InstallOffer />);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByText(/Installiert!/)).toBeNull();
  });
});
