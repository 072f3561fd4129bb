// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BeddingOffer } from '../../../api';
import { renderInShop } from '../../../test/render';
import { CalculatorView } from './CalculatorView';

const pellets: BeddingOffer = {
  id: 'p',
  productNumber: 'SW-STP-100',
  name: 'Strohpellets Classic',
  url: '/Strohpellets-Classic/SW-STP-100',
  kgPerBag: 15,
  variants: [
    {
      id: 'bag',
      productNumber: 'SW-STP-100.1',
      packaging: 'bag',
      bagsPerUnit: 1,
      unitPrice: 7.9,
      tiers: [
        { quantity: 9, unitPrice: 7.9 },
        { quantity: 19, unitPrice: 7.59 },
        { quantity: 20, unitPrice: 7.39 },
      ],
      available: true,
      maxPurchase: 100,
    },
    { id: 'half', productNumber: 'SW-STP-100.2', packaging: 'half_pallet', bagsPerUnit: 20, unitPrice: 144.9, tiers: [], available: true, maxPurchase: 100 },
    { id: 'pallet', productNumber: 'SW-STP-100.3', packaging: 'pallet', bagsPerUnit: 65, unitPrice: 435.9, tiers: [], available: true, maxPurchase: 100 },
  ],
};

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('CalculatorView', () => {
  it('calculates quantity and price per quarter for an open stable (3 horses, 20 m², pellets, half pallet)', async () => {
    await renderInShop(<CalculatorView offers={[pellets]} preset={{}} />, {
      locale: 'en-GB',
      path: '/en-GB/ratgeber/bedding-calculator',
      namespaces: ['common', 'calculator', 'validations', 'cart', 'catalog'],
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Open stable' }));
    await choose('Number of horses', '3');
    await choose('Area per horse', '20 m²');
    fireEvent.click(screen.getByRole('radio', { name: 'Half pallet (20 bags)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect((await screen.findByTestId('calculator-quantity')).textContent).toBe('111 bags (1,656 kg) in the first quarter, including the initial bed');
    expect(screen.getByTestId('calculator-order').textContent).toBe('6 × Half pallet (20 bags)');
    expect(screen.getByTestId('calculator-price').textContent).toBe('€869.40');
    expect(screen.getByText('Recommended packaging: Bag')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    // box stable: the areas per box
    fireEvent.click(screen.getByRole('radio', { name: 'Box stable' }));
    expect(screen.getByRole('combobox', { name: 'Area per box' }).textContent).toContain('16 m²');
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  }, 30_000);
});
