// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appStore } from '../../app/store';
import { renderInShop } from '../../test/render';
import { notificationSlotAtom, notify } from './atoms';
import { Notifications } from './Notifications';

describe('Notifications', () => {
  it('are shown inside a panel that offers a slot (the open side cart), not over it', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    await renderInShop(<Notifications />);
    act(() => {
      appStore.set(notificationSlotAtom, slot);
      notify('warning', 'Nur noch 3 Stück verfügbar');
    });
    const alert = await screen.findByRole('alert');
    expect(slot.contains(alert)).toBe(true);
    act(() => appStore.set(notificationSlotAtom, null));
    expect(slot.contains(screen.getByRole('alert'))).toBe(false);
    slot.remove();
  });
});
