/**
 * The seller: the one place that names the company, its address, VAT ID, register entry and bank
 * account. The imprint page (seed), invoices, order mails and the prepayment bank details on the
 * checkout success page all read it, so they cannot disagree.
 */
export type SellerLocale = 'de-DE' | 'en-GB' | 'fr-FR' | 'ar-AE';

export const SELLER = {
  company: 'Stallwerk GmbH',
  street: 'Hofstraße 12',
  zipcode: '29525',
  city: 'Uelzen',
  country: { 'de-DE': 'Deutschland', 'en-GB': 'Germany', 'fr-FR': 'Allemagne', 'ar-AE': 'ألمانيا' } as Record<SellerLocale, string>,
  managingDirectors: ['Jonas Behrens', 'Svenja Ahrens'],
  email: 'service@stallwerk.example',
  phone: '+49 581 000000-0',
  register: 'Amtsgericht Lüneburg (Demo), HRB 000000',
  vatId: 'DE000000000',
  bank: {
    recipient: 'Stallwerk GmbH',
    iban: 'DE02 1203 0000 0000 2020 51',
    bic: 'BYLADEM1001',
    name: 'Deutsche Kreditbank (Demo)',
  },
  /** Invoices are payable within this many days without deduction (terms § 5). */
  invoicePaymentDays: 14,
  /** Prepayment orders ship once the transfer arrives; we ask for it within this many days. */
  prepaymentDays: 7,
} as const;

/** Street, postal code with city, and country: one entry per printed line. */
export function sellerAddressLines(locale: string): string[] {
  const country = SELLER.country[(locale in SELLER.country ? locale : 'de-DE') as SellerLocale];
  return [SELLER.company, SELLER.street, `${SELLER.zipcode} ${SELLER.city}`, country];
}

/** "Stallwerk GmbH · Hofstraße 12 · 29525 Uelzen" for running text. */
export const sellerOneLine = (): string => `${SELLER.company} · ${SELLER.street} · ${SELLER.zipcode} ${SELLER.city}`;

/** The bank details for a transfer (prepayment, invoice). */
export interface BankTransferDetails {
  recipient: string;
  iban: string;
  bic: string;
  bank: string;
}

export const sellerBankDetails = (): BankTransferDetails => ({
  recipient: SELLER.bank.recipient,
  iban: SELLER.bank.iban,
  bic: SELLER.bank.bic,
  bank: SELLER.bank.name,
});

/** Due date of a transfer: `days` after the given ISO date (same time of day). */
export function dueDate(fromIso: string, days: number): string {
  const d = new Date(fromIso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString();
}

/** Transfer terms of a payment handler: prepayment and invoice are paid by transfer, others not. */
export function transferTermsFor(handler: string | null | undefined, orderDateIso: string): { kind: 'invoice' | 'prepayment'; dueDate: string; days: number } | null {
  if (handler !== 'invoice' && handler !== 'prepayment') return null;
  const days = handler === 'invoice' ? SELLER.invoicePaymentDays : SELLER.prepaymentDays;
  return { kind: handler, dueDate: dueDate(orderDateIso, days), days };
}
