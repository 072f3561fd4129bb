// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { SummaryRows } from './SummaryRows';

const euro = (n: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n);
const rowOf = (label: string) => screen.getByText(label).parentElement!;

describe('SummaryRows on the cart page', () => {
  it('calls shipping an estimate, names the method and the delivery window', async () => {
    await renderInShop(
      <SummaryRows
        variant="cart"
        subtotal={20.9}
        shipping={5.9}
        total={26.8}
        taxes={[{ rate: 7, tax: 1.75 }]}
        taxStatus="gross"
        shippingMethod="Standard"
        deliveryDate={{ earliest: '2026-12-01', latest: '2026-12-03' }}
      />,
    );
    expect(rowOf('Versandkosten (geschätzt)').textContent).toBe(`Versandkosten (geschätzt)${euro(5.9)}`);
    expect(screen.getByText('Versand per Standard')).toBeTruthy();
    expect(rowOf('Gesamtsumme').textContent).toBe(`Gesamtsumme${euro(26.8)}`);
    expect(screen.getByText('inkl. 7 % MwSt.')).toBeTruthy();
    expect(screen.getByText(/^Voraussichtliche Lieferung:/)).toBeTruthy();
    expect(screen.queryByText('Alle Preise inkl. MwSt.')).toBeNull();
  });

  it('shows net rows, VAT per rate and the gross total for business customers', async () => {
    await renderInShop(<SummaryRows variant="cart" subtotal={40} shipping={0} total={47.6} taxes={[{ rate: 19, tax: 7.6 }]} taxStatus="net" />);
    expect(rowOf('Zwischensumme netto').textContent).toBe(`Zwischensumme netto${euro(40)}`);
    expect(rowOf('Versandkosten netto (geschätzt)').textContent).toBe('Versandkosten netto (geschätzt)kostenlos');
    expect(rowOf('Gesamtsumme netto').textContent).toBe(`Gesamtsumme netto${euro(40)}`);
    expect(rowOf('zzgl. 19 % MwSt.').textContent).toBe(`zzgl. 19 % MwSt.${euro(7.6)}`);
    expect(rowOf('Gesamtsumme brutto').textContent).toBe(`Gesamtsumme brutto${euro(47.6)}`);
  });

  it('says that digital goods need no shipping instead of a shipping row', async () => {
    await renderInShop(<SummaryRows variant="cart" subtotal={9.9} shipping={0} total={9.9} taxes={[]} taxStatus="gross" virtual />);
    expect(screen.getByText('Nur digitale Artikel – kein Versand nötig.')).toBeTruthy();
    expect(screen.queryByText('Versandkosten (geschätzt)')).toBeNull();
  });
});
