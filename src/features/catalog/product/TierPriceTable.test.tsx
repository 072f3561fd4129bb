// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { TierPriceTable } from './TierPriceTable';

const tiers = [
  { quantity: 9, unitPrice: 14.5 },
  { quantity: 19, unitPrice: 13.99 },
  { quantity: 20, unitPrice: 13.59 },
];

describe('TierPriceTable', () => {
  it("labels tiers 'bis' and the last one 'ab', with prices in the locale", async () => {
    await renderInShop(<TierPriceTable tiers={tiers} quantity={1} />);
    const rows = await screen.findAllByRole('row');
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual(['MengeStückpreis', 'bis 914,50 €', 'bis 1913,99 €', 'ab 2013,59 €']);
  });

  it('is translated', async () => {
    await renderInShop(<TierPriceTable tiers={tiers} quantity={25} />, { locale: 'en-GB' });
    expect(await screen.findByText('from 20')).toBeTruthy();
    expect(screen.getByText('up to 9')).toBeTruthy();
  });
});
