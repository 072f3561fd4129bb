// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { LineItemList } from './LineItemList';
import { SummaryRows } from '../../cart/pages';

const euro = (n: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n);
const rowOf = (label: string) => screen.getByText(label).parentElement!;

describe('SummaryRows for a business customer (net prices)', () => {
  it('shows net subtotal, net shipping, the net total, VAT per rate and the gross total', async () => {
    await renderInShop(
      <SummaryRows
        subtotal={40}
        shipping={5.9}
        total={53.87}
        taxes={[
          { rate: 19, tax: 7.6 },
          { rate: 7, tax: 0.37 },
        ]}
        taxStatus="net"
      />,
      { namespaces: ['common', 'checkout'] },
    );
    expect(rowOf('Zwischensumme netto').textContent).toBe(`Zwischensumme netto${euro(40)}`);
    expect(rowOf('Versandkosten netto').textContent).toBe(`Versandkosten netto${euro(5.9)}`);
    expect(rowOf('Gesamtsumme netto').textContent).toBe(`Gesamtsumme netto${euro(45.9)}`);
    expect(rowOf('zzgl. 19 % MwSt.').textContent).toBe(`zzgl. 19 % MwSt.${euro(7.6)}`);
    expect(rowOf('zzgl. 7 % MwSt.').textContent).toBe(`zzgl. 7 % MwSt.${euro(0.37)}`);
    expect(rowOf('Gesamtsumme brutto').textContent).toBe(`Gesamtsumme brutto${euro(53.87)}`);
  });

  it('keeps the gross layout for private customers', async () => {
    await renderInShop(<SummaryRows subtotal={20.9} shipping={0} total={20.9} taxes={[{ rate: 7, tax: 1.37 }]} taxStatus="gross" />, { namespaces: ['common', 'checkout'] });
    expect(rowOf('Gesamtsumme').textContent).toBe(`Gesamtsumme${euro(20.9)}`);
    expect(screen.queryByText('Gesamtsumme netto')).toBeNull();
    expect(screen.getByText('Alle Preise inkl. MwSt.')).toBeTruthy();
  });
});

describe('LineItemList', () => {
  it('names an option with its group, and never shows ": Sack" for a missing group', async () => {
    const line = { id: 'l', label: 'Miscanthus', quantity: 1, unitPrice: 12.9, totalPrice: 12.9, type: 'product' };
    await renderInShop(
      <LineItemList
        items={[
          { ...line, options: [{ group: 'Verpackung', option: 'Sack' }] },
          { ...line, id: 'm', options: [{ group: '', option: 'Eimer' }] },
        ]}
      />,
      { namespaces: ['common', 'checkout'] },
    );
    expect(screen.getAllByTestId('line-options').map((e) => e.textContent)).toEqual(['Verpackung: Sack', 'Eimer']);
  });
});
