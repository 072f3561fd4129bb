import { describe, expect, it } from 'vitest';
import { SELLER, sellerAddressLines, sellerBankDetails } from '../../lib/seller';
import { pdfLines } from '../../../tests/support/pdfText';
import { invoiceLayout, renderInvoicePdf, type InvoiceData } from './invoice';

const seller = (locale: string): InvoiceData['seller'] => ({
  company: SELLER.company,
  addressLines: sellerAddressLines(locale),
  vatId: SELLER.vatId,
  register: SELLER.register,
  managingDirectors: [...SELLER.managingDirectors],
  email: SELLER.email,
  bank: sellerBankDetails(),
});

function data(over: Partial<InvoiceData> = {}): InvoiceData {
  const locale = over.locale ?? 'de-DE';
  return {
    locale,
    seller: seller(locale),
    invoiceNumber: '1042',
    invoiceDate: '2026-11-23T10:00:00.000Z',
    orderNumber: '10077',
    orderDate: '2026-11-23T09:59:00.000Z',
    customerNumber: '20011',
    customerVatId: null,
    delivery: { earliest: '2026-11-25T00:00:00.000Z', latest: '2026-11-27T00:00:00.000Z' },
    billingAddress: ['Reitstall Sonnenhof', 'Anna Beispiel', 'Koppelweg 7', 'Hinterhaus', '21335 Lüneburg', 'Deutschland'],
    shippingAddress: null,
    currency: 'EUR',
    taxStatus: 'gross',
    lineItems: [
      { label: 'Strohgranulat', options: ['Verpackung: Sack'], productNumber: 'SW-1001.1', quantity: 3, unitPrice: 11.9, totalPrice: 35.7, taxRate: 19 },
      { label: 'Heucobs', productNumber: null, quantity: 1, unitPrice: 10.7, totalPrice: 10.7, taxRate: 7 },
    ],
    shippingMethod: 'Paket',
    shippingTotal: 8.9,
    netTotal: 47.39,
    taxes: [
      { taxRate: 7, tax: 0.7, price: 10.7 },
      { taxRate: 19, tax: 7.12, price: 44.6 },
    ],
    total: 55.3,
    paymentMethod: 'Rechnung',
    payment: { kind: 'invoice', dueDate: '2026-12-07T09:59:00.000Z' },
    customerComment: 'Bitte an der Stalltür abstellen.',
    ...over,
  };
}

const metaValue = (layout: ReturnType<typeof invoiceLayout>, label: string) => layout.meta.find(([k]) => k === label)?.[1];

describe('invoice layout (§ 14 UStG)', () => {
  it('keeps every address line as its own line (no "?" where lines break)', () => {
    const layout = invoiceLayout(data());
    expect(layout.billing.lines).toEqual(['Reitstall Sonnenhof', 'Anna Beispiel', 'Koppelweg 7', 'Hinterhaus', '21335 Lüneburg', 'Deutschland']);
    expect(layout.seller).toEqual(['Stallwerk GmbH', 'Hofstraße 12', '29525 Uelzen', 'Deutschland']);
    expect(JSON.stringify(layout)).not.toContain('?');
  });

  it('names seller VAT ID, invoice number and date, delivery window, net per tax rate, tax per rate and gross total', () => {
    const layout = invoiceLayout(data());
    expect(layout.title).toBe('Rechnung 1042');
    expect(metaValue(layout, 'USt-IdNr.')).toBe(SELLER.vatId);
    expect(metaValue(layout, 'Rechnungsdatum')).toBe('23.11.2026');
    expect(metaValue(layout, 'Liefer-/Leistungsdatum')).toBe('25.11.2026 – 27.11.2026');
    expect(metaValue(layout, 'USt-IdNr. Kunde')).toBeUndefined();
    const totals = Object.fromEntries(layout.totals.map((t) => [t.label, t.value]));
    expect(totals).toMatchObject({
      'Nettobetrag 7 % USt.': '10,00 €',
      'Nettobetrag 19 % USt.': '37,48 €',
      'Umsatzsteuer 7 %': '0,70 €',
      'Umsatzsteuer 19 %': '7,12 €',
      Gesamtbetrag: '55,30 €',
    });
    expect(layout.rows[0]).toMatchObject({ pos: '1', lines: ['Strohgranulat', 'Verpackung: Sack', 'SW-1001.1'], quantity: '3', tax: '19 %', total: '35,70 €' });
  });

  it("prints the business customer's VAT ID and, for net orders, the net note", () => {
    const layout = invoiceLayout(data({ customerVatId: 'DE123456789', taxStatus: 'net', taxes: [{ taxRate: 19, tax: 7.6, price: 40 }] }));
    expect(metaValue(layout, 'USt-IdNr. Kunde')).toBe('DE123456789');
    expect(layout.notes).toContain('Preise netto zuzüglich Umsatzsteuer.');
    expect(layout.totals.find((t) => t.label === 'Nettobetrag 19 % USt.')?.value).toBe('40,00 €');
  });

  it('gives due date and bank details for invoice and prepayment, none for card payments', () => {
    const invoice = invoiceLayout(data());
    expect(invoice.notes).toContain('Bitte überweisen Sie den Rechnungsbetrag ohne Abzug bis zum 07.12.2026.');
    expect(invoice.bank).toEqual([
      ['Empfänger', 'Stallwerk GmbH'],
      ['IBAN', SELLER.bank.iban],
      ['BIC', SELLER.bank.bic],
      ['Bank', SELLER.bank.name],
      ['Betrag', '55,30 €'],
      ['Verwendungszweck', 'Rechnung 1042 / 10077'],
    ]);
    const prepayment = invoiceLayout(data({ payment: { kind: 'prepayment', dueDate: '2026-11-30T09:59:00.000Z' }, paymentMethod: 'Vorkasse' }));
    expect(prepayment.notes[0]).toMatch(/bis zum 30\.11\.2026\. Wir versenden Ihre Bestellung nach Zahlungseingang/);
    expect(prepayment.bank).not.toBeNull();
    const card = invoiceLayout(data({ payment: { kind: 'other' }, paymentMethod: 'Kreditkarte' }));
    expect(card.bank).toBeNull();
    expect(card.notes).toEqual(['Der Betrag wird über die gewählte Zahlungsart (Kreditkarte) beglichen.']);
  });

  it('is English for ar-AE (documented fallback), French for fr-FR', () => {
    const ar = invoiceLayout(data({ locale: 'ar-AE', billingAddress: ['Anna Beispiel', 'Koppelweg 7', '21335 Lüneburg', 'Germany'] }));
    expect(ar.locale).toBe('en-GB');
    expect(ar.title).toBe('Invoice 1042');
    expect(metaValue(ar, 'Delivery date')).toBe('25/11/2026 – 27/11/2026');
    const fr = invoiceLayout(data({ locale: 'fr-FR' }));
    expect(fr.title).toBe('Facture 1042');
    expect(fr.seller.at(-1)).toBe('Allemagne');
  });
});

describe('invoice PDF', () => {
  it('is a PDF whose text has the address lines separately, the delivery date and the VAT IDs', async () => {
    const pdf = await renderInvoicePdf(data({ customerVatId: 'DE123456789' }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = await pdfLines(pdf);
    const text = lines.join('\n');
    for (const line of ['Koppelweg 7', 'Hinterhaus', '21335 Lüneburg']) expect(lines).toContain(line);
    expect(text).not.toContain('Koppelweg 7?');
    expect(text).toContain('25.11.2026 – 27.11.2026');
    expect(text).toContain('DE123456789');
    expect(text).toContain(SELLER.vatId);
    expect(text).toContain(SELLER.bank.iban);
    expect(text).toContain('Verpackung: Sack');
  });
});
