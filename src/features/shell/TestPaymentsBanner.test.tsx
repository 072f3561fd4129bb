// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mapSession } from '../../api/map/session';
import type { SalesChannelContext } from '../../api/map/schemas';
import { appStore } from '../../app/store';
import { renderInShop } from '../../test/render';
import { sessionAtom } from '../session';
import { TestPaymentsBanner } from './TestPaymentsBanner';

const context = (adyenData: Record<string, unknown>) =>
  ({
    token: 't',
    context: { taxState: 'gross' },
    currency: { id: 'eur', isoCode: 'EUR' },
    salesChannel: { id: 'sc', navigationCategoryId: 'nav', configuration: {} },
    customer: null,
    extensions: { adyenData },
  }) as unknown as SalesChannelContext;

afterEach(() => appStore.set(sessionAtom, null));

describe('TestPaymentsBanner', () => {
  it('tells the shopper that payments are simulated when /context says so', async () => {
    appStore.set(sessionAtom, mapSession(context({ clientKey: 'sim', environment: 'test', testPayments: true })));
    await renderInShop(<TestPaymentsBanner />);
    expect((await screen.findByRole('note')).textContent).toMatch(/Testbetrieb: Zahlungen werden nur simuliert/);
  });

  it('stays away for a shop with real payments', async () => {
    appStore.set(sessionAtom, mapSession(context({ clientKey: 'live_x', environment: 'live' })));
    await renderInShop(<TestPaymentsBanner />);
    await act(async () => {});
    expect(screen.queryByRole('note')).toBeNull();
  });
});
