import PDFDocument from 'pdfkit';

/**
 * The invoice of an order: `invoiceLayout` turns the order's data into the printed texts (a pure
 * function, unit-tested), `renderInvoicePdf` prints them with pdfkit (built-in Helvetica, A4).
 * Both are free of database access, so the invoice can be rendered in the order transaction, in a
 * job after it, or again from stored order data.
 *
 * Languages: de-DE, en-GB and fr-FR invoices are in their language. ar-AE invoices are English:
 * the built-in PDF fonts have no Arabic glyphs and a German tax invoice has to be readable for
 * the German tax office. So the ar-AE fallback is English (labels, product and option names,
 * dates and amounts in en-GB format); mails and pages stay Arabic.
 *
 * Contents required by § 14 (4) UStG: seller and buyer with full name and address, the seller's
 * VAT ID, the buyer's VAT ID for business customers (reverse charge / intra-Community supplies),
 * invoice number and date, delivery (service) date, quantity and description of the goods, net
 * amount per tax rate, tax rate and tax amount, gross total. Invoice and prepayment orders also
 * carry the due date and the bank details.
 */
export interface InvoiceSeller {
  company: string;
  /** One entry per printed line: company, street, postal code and city, country. */
  addressLines: string[];
  vatId: string;
  register: string;
  managingDirectors: string[];
  email: string;
  bank: { recipient: string; iban: string; bic: string; bank: string };
}

export interface InvoiceData {
  locale: string;
  seller: InvoiceSeller;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  orderDate: string;
  customerNumber: string | null;
  /** The buyer's VAT ID (business customers); printed when present. */
  customerVatId: string | null;
  /** Delivery date, or the window of the delivery (ISO dates); null: the invoice date. */
  delivery: { earliest: string; latest: string } | null;
  billingAddress: string[];
  shippingAddress: string[] | null;
  currency: string;
  taxStatus: 'gross' | 'net' | 'tax-free';
  lineItems: Array<{ label: string; options?: string[]; productNumber: string | null; quantity: number; unitPrice: number; totalPrice: number; taxRate: number | null }>;
  shippingMethod: string | null;
  shippingTotal: number;
  netTotal: number;
  /** Per tax rate: the tax and the price of that rate (gross for gross orders, net for net orders). */
  taxes: Array<{ taxRate: number; tax: number; price: number }>;
  total: number;
  paymentMethod: string;
  /** How the invoice is paid: by bank transfer (due date, bank details) or already through the provider. */
  payment: { kind: 'invoice' | 'prepayment'; dueDate: string } | { kind: 'other' };
  customerComment: string | null;
}

type LabelKey =
  | 'invoice'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'deliveryDate'
  | 'orderNumber'
  | 'orderDate'
  | 'customerNumber'
  | 'customerVatId'
  | 'sellerVatId'
  | 'billingAddress'
  | 'shippingAddress'
  | 'pos'
  | 'item'
  | 'quantity'
  | 'unitPrice'
  | 'total'
  | 'tax'
  | 'shipping'
  | 'netRate'
  | 'vat'
  | 'net'
  | 'grandTotal'
  | 'payment'
  | 'comment'
  | 'taxFree'
  | 'netNote'
  | 'thanks'
  | 'dueInvoice'
  | 'duePrepayment'
  | 'paidOther'
  | 'bankDetails'
  | 'recipient'
  | 'iban'
  | 'bic'
  | 'bank'
  | 'reference'
  | 'amount'
  | 'directors'
  | 'register';
type Labels = Record<LabelKey, string>;

const LABELS: Record<'de-DE' | 'en-GB' | 'fr-FR', Labels> = {
  'de-DE': {
    invoice: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    deliveryDate: 'Liefer-/Leistungsdatum',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    customerNumber: 'Kundennummer',
    customerVatId: 'USt-IdNr. Kunde',
    sellerVatId: 'USt-IdNr.',
    billingAddress: 'Rechnungsadresse',
    shippingAddress: 'Lieferadresse',
    pos: 'Pos.',
    item: 'Artikel',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    total: 'Gesamt',
    tax: 'USt.',
    shipping: 'Versandkosten',
    netRate: 'Nettobetrag {rate} % USt.',
    vat: 'Umsatzsteuer {rate} %',
    net: 'Nettobetrag',
    grandTotal: 'Gesamtbetrag',
    payment: 'Zahlungsart',
    comment: 'Ihr Kommentar',
    taxFree: 'Steuerfreie Lieferung.',
    netNote: 'Preise netto zuzüglich Umsatzsteuer.',
    thanks: 'Vielen Dank für Ihren Einkauf bei {shop}!',
    dueInvoice: 'Bitte überweisen Sie den Rechnungsbetrag ohne Abzug bis zum {date}.',
    duePrepayment: 'Bitte überweisen Sie den Rechnungsbetrag bis zum {date}. Wir versenden Ihre Bestellung nach Zahlungseingang.',
    paidOther: 'Der Betrag wird über die gewählte Zahlungsart ({method}) beglichen.',
    bankDetails: 'Bankverbindung',
    recipient: 'Empfänger',
    iban: 'IBAN',
    bic: 'BIC',
    bank: 'Bank',
    reference: 'Verwendungszweck',
    amount: 'Betrag',
    directors: 'Geschäftsführung',
    register: 'Registergericht',
  },
  'en-GB': {
    invoice: 'Invoice',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    deliveryDate: 'Delivery date',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    customerNumber: 'Customer number',
    customerVatId: 'Customer VAT ID',
    sellerVatId: 'VAT ID',
    billingAddress: 'Billing address',
    shippingAddress: 'Shipping address',
    pos: 'No.',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    total: 'Total',
    tax: 'VAT',
    shipping: 'Shipping',
    netRate: 'Net amount at {rate} % VAT',
    vat: 'VAT {rate} %',
    net: 'Net amount',
    grandTotal: 'Total amount',
    payment: 'Payment method',
    comment: 'Your comment',
    taxFree: 'Tax-free delivery.',
    netNote: 'Net prices plus VAT.',
    thanks: 'Thank you for shopping at {shop}!',
    dueInvoice: 'Please transfer the invoice amount without deduction by {date}.',
    duePrepayment: 'Please transfer the invoice amount by {date}. We ship your order once the payment has arrived.',
    paidOther: 'The amount is settled through the chosen payment method ({method}).',
    bankDetails: 'Bank details',
    recipient: 'Recipient',
    iban: 'IBAN',
    bic: 'BIC',
    bank: 'Bank',
    reference: 'Reference',
    amount: 'Amount',
    directors: 'Managing directors',
    register: 'Commercial register',
  },
  'fr-FR': {
    invoice: 'Facture',
    invoiceNumber: 'Numéro de facture',
    invoiceDate: 'Date de facture',
    deliveryDate: 'Date de livraison',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    customerNumber: 'Numéro client',
    customerVatId: 'N° TVA client',
    sellerVatId: 'N° TVA',
    billingAddress: 'Adresse de facturation',
    shippingAddress: 'Adresse de livraison',
    pos: 'N°',
    item: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    total: 'Total',
    tax: 'TVA',
    shipping: 'Frais de port',
    netRate: 'Montant HT TVA {rate} %',
    vat: 'TVA {rate} %',
    net: 'Montant HT',
    grandTotal: 'Montant total',
    payment: 'Mode de paiement',
    comment: 'Votre commentaire',
    taxFree: 'Livraison exonérée de TVA.',
    netNote: 'Prix HT, TVA en sus.',
    thanks: 'Merci pour votre achat chez {shop} !',
    dueInvoice: 'Veuillez virer le montant de la facture sans déduction avant le {date}.',
    duePrepayment: 'Veuillez virer le montant de la facture avant le {date}. Nous expédions votre commande dès réception du paiement.',
    paidOther: 'Le montant est réglé par le mode de paiement choisi ({method}).',
    bankDetails: 'Coordonnées bancaires',
    recipient: 'Bénéficiaire',
    iban: 'IBAN',
    bic: 'BIC',
    bank: 'Banque',
    reference: 'Référence',
    amount: 'Montant',
    directors: 'Gérants',
    register: 'Registre du commerce',
  },
};

/** The invoice language: ar-AE invoices are English (see above). */
export const invoiceLocale = (locale: string): 'de-DE' | 'en-GB' | 'fr-FR' => (locale in LABELS ? (locale as 'de-DE' | 'en-GB' | 'fr-FR') : 'en-GB');

/** Helvetica (WinAnsi) can only print Latin-1 text; anything else becomes '?'. Newlines never reach it. */
const printable = (text: string): string => text.replace(/[\r\n\t]+/g, ' ').replace(/[^\x20-\x7E\xA0-\xFF€–—’‘“”„…•]/g, '?');

export function formatAmount(value: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value).replace(/\u202f|\u00a0/g, ' ');
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

export function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Berlin' }).format(d);
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

export interface InvoiceLayout {
  locale: string;
  title: string;
  /** Small sender line above the buyer's address (window envelope). */
  senderLine: string;
  seller: string[];
  billing: { title: string; lines: string[] };
  shipping: { title: string; lines: string[] } | null;
  meta: Array<[string, string]>;
  head: [string, string, string, string, string, string];
  rows: Array<{ pos: string; lines: string[]; quantity: string; unitPrice: string; tax: string; total: string }>;
  totals: Array<{ label: string; value: string; bold?: boolean }>;
  notes: string[];
  bank: Array<[string, string]> | null;
  comment: { title: string; text: string } | null;
  thanks: string;
  footer: string[];
}

/** What the invoice prints, section by section; every address line is its own entry. */
export function invoiceLayout(data: InvoiceData): InvoiceLayout {
  const locale = invoiceLocale(data.locale);
  const L = LABELS[locale];
  const money = (v: number) => formatAmount(v, data.currency, locale);
  const date = (iso: string) => formatDate(iso, locale);
  const deliveryText = (() => {
    if (!data.delivery) return date(data.invoiceDate);
    const from = date(data.delivery.earliest);
    const to = date(data.delivery.latest);
    return from === to ? from : `${from} – ${to}`;
  })();
  const meta: Array<[string, string]> = [
    [L.invoiceNumber, data.invoiceNumber],
    [L.invoiceDate, date(data.invoiceDate)],
    [L.deliveryDate, deliveryText],
    [L.orderNumber, data.orderNumber],
    [L.orderDate, date(data.orderDate)],
    ...(data.customerNumber ? [[L.customerNumber, data.customerNumber] as [string, string]] : []),
    ...(data.customerVatId ? [[L.customerVatId, data.customerVatId] as [string, string]] : []),
    [L.sellerVatId, data.seller.vatId],
    [L.payment, data.paymentMethod],
  ];
  const rows = data.lineItems.map((li, i) => ({
    pos: String(i + 1),
    lines: [li.label, ...(li.options ?? []), ...(li.productNumber ? [li.productNumber] : [])],
    quantity: String(li.quantity),
    unitPrice: money(li.unitPrice),
    tax: li.taxRate !== null && data.taxStatus !== 'tax-free' ? `${li.taxRate} %` : '',
    total: money(li.totalPrice),
  }));
  const totals: InvoiceLayout['totals'] = [{ label: `${L.shipping}${data.shippingMethod ? ` (${data.shippingMethod})` : ''}`, value: money(data.shippingTotal) }];
  if (data.taxStatus === 'tax-free' || data.taxes.length === 0) {
    totals.push({ label: L.net, value: money(data.netTotal) });
  } else {
    for (const t of data.taxes) {
      const net = data.taxStatus === 'gross' ? t.price - t.tax : t.price;
      totals.push({ label: fill(L.netRate, { rate: t.taxRate }), value: money(net) });
    }
    if (data.taxes.length > 1) totals.push({ label: L.net, value: money(data.netTotal) });
    for (const t of data.taxes) totals.push({ label: fill(L.vat, { rate: t.taxRate }), value: money(t.tax) });
  }
  totals.push({ label: L.grandTotal, value: money(data.total), bold: true });

  const notes: string[] = [];
  if (data.taxStatus === 'tax-free') notes.push(L.taxFree);
  else if (data.taxStatus === 'net') notes.push(L.netNote);
  let bank: InvoiceLayout['bank'] = null;
  if (data.payment.kind === 'invoice' || data.payment.kind === 'prepayment') {
    notes.push(fill(data.payment.kind === 'invoice' ? L.dueInvoice : L.duePrepayment, { date: date(data.payment.dueDate) }));
    bank = [
      [L.recipient, data.seller.bank.recipient],
      [L.iban, data.seller.bank.iban],
      [L.bic, data.seller.bank.bic],
      [L.bank, data.seller.bank.bank],
      [L.amount, money(data.total)],
      [L.reference, `${L.invoice} ${data.invoiceNumber} / ${data.orderNumber}`],
    ];
  } else if (data.paymentMethod) {
    notes.push(fill(L.paidOther, { method: data.paymentMethod }));
  }
  const seller = data.seller;
  return {
    locale,
    title: `${L.invoice} ${data.invoiceNumber}`,
    senderLine: seller.addressLines.join(' · '),
    seller: seller.addressLines,
    billing: { title: L.billingAddress, lines: data.billingAddress },
    shipping: data.shippingAddress ? { title: L.shippingAddress, lines: data.shippingAddress } : null,
    meta,
    head: [L.pos, L.item, L.quantity, L.unitPrice, L.tax, L.total],
    rows,
    totals,
    notes,
    bank,
    comment: data.customerComment ? { title: L.comment, text: data.customerComment } : null,
    thanks: fill(L.thanks, { shop: seller.company }),
    footer: [
      `${seller.addressLines.join(' · ')} · ${seller.email}`,
      `${L.directors}: ${seller.managingDirectors.join(', ')} · ${L.register}: ${seller.register} · ${L.sellerVatId} ${seller.vatId}`,
      `${L.bankDetails}: ${seller.bank.bank} · ${L.iban} ${seller.bank.iban} · ${L.bic} ${seller.bank.bic}`,
    ],
  };
}

/** Renders the invoice and resolves with the PDF bytes. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const layout = invoiceLayout(data);
  const p = printable;
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: 50, left: 50, right: 50, bottom: 40 },
      info: { Title: p(layout.title), Author: p(data.seller.company), Subject: p(`${layout.meta[3][0]} ${data.orderNumber}`) },
      lang: layout.locale,
      bufferPages: true,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = 50;
    const right = doc.page.width - 50;
    const width = right - left;
    const bottom = doc.page.height - 90;
    /** Prints lines one below the other; returns the y below the last one. */
    const lines = (list: string[], x: number, y0: number, w: number, gap = 12): number => {
      let y = y0;
      for (const line of list) {
        doc.text(p(line), x, y, { width: w, lineBreak: true });
        y = Math.max(y + gap, doc.y);
      }
      return y;
    };

    // Seller (top right) and sender line
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#2f4f2a').text(p(data.seller.company), left, 50, { width: 300 });
    doc.font('Helvetica').fontSize(9).fillColor('#333333');
    lines(layout.seller.slice(1), right - 170, 52, 170, 11);
    doc.fontSize(7).fillColor('#555555').text(p(layout.senderLine), left, 100, { width: 300 });

    // Buyer
    doc.fillColor('#000000').fontSize(10).font('Helvetica-Bold').text(p(layout.billing.title), left, 116);
    doc.font('Helvetica');
    let yAddr = lines(layout.billing.lines, left, 130, 230);
    if (layout.shipping) {
      doc.font('Helvetica-Bold').text(p(layout.shipping.title), left + 250, 116);
      doc.font('Helvetica');
      yAddr = Math.max(yAddr, lines(layout.shipping.lines, left + 250, 130, 230));
    }

    let y = Math.max(yAddr + 16, 220);
    doc.font('Helvetica-Bold').fontSize(16).text(p(layout.title), left, y);
    y += 26;
    doc.fontSize(9);
    for (const [k, v] of layout.meta) {
      doc.font('Helvetica-Bold').text(p(k), left, y, { width: 130 });
      doc.font('Helvetica').text(p(v), left + 130, y, { width: 300 });
      y += 13;
    }

    // Line items
    y += 12;
    const cols = { pos: left, item: left + 28, qty: left + 290, unit: left + 330, tax: left + 405, total: left + 440 };
    const header = () => {
      doc.font('Helvetica-Bold').fontSize(9);
      const [pos, item, qty, unit, tax, total] = layout.head;
      doc.text(p(pos), cols.pos, y, { width: 26 });
      doc.text(p(item), cols.item, y, { width: 255 });
      doc.text(p(qty), cols.qty, y, { width: 36, align: 'right' });
      doc.text(p(unit), cols.unit, y, { width: 72, align: 'right' });
      doc.text(p(tax), cols.tax, y, { width: 32, align: 'right' });
      doc.text(p(total), cols.total, y, { width: right - cols.total, align: 'right' });
      y += 14;
      doc
        .moveTo(left, y - 3)
        .lineTo(right, y - 3)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
    };
    const ensure = (h: number) => {
      if (y + h > bottom) {
        doc.addPage();
        y = 50;
        return true;
      }
      return false;
    };
    header();
    doc.font('Helvetica').fontSize(9);
    for (const row of layout.rows) {
      const h = row.lines.reduce((sum, l) => sum + Math.max(11, doc.heightOfString(p(l), { width: 255 })), 0);
      if (ensure(h + 4)) {
        header();
        doc.font('Helvetica').fontSize(9);
      }
      doc.text(row.pos, cols.pos, y, { width: 26 });
      doc.text(row.quantity, cols.qty, y, { width: 36, align: 'right' });
      doc.text(p(row.unitPrice), cols.unit, y, { width: 72, align: 'right' });
      doc.text(row.tax, cols.tax, y, { width: 32, align: 'right' });
      doc.text(p(row.total), cols.total, y, { width: right - cols.total, align: 'right' });
      let yl = y;
      row.lines.forEach((l, i) => {
        doc.fillColor(i === 0 ? '#000000' : '#555555').text(p(l), cols.item, yl, { width: 255 });
        yl = Math.max(yl + 11, doc.y);
      });
      doc.fillColor('#000000');
      y = yl + 4;
    }
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#999999').stroke();
    y += 8;

    // Totals
    ensure(layout.totals.length * 14 + 10);
    for (const t of layout.totals) {
      doc.font(t.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(t.bold ? 11 : 9);
      doc.text(p(t.label), left + 220, y, { width: 180 });
      doc.text(p(t.value), left + 400, y, { width: right - left - 400, align: 'right' });
      y += t.bold ? 16 : 13;
    }

    // Notes, payment terms and bank details
    y += 10;
    doc.font('Helvetica').fontSize(9).fillColor('#000000');
    for (const note of layout.notes) {
      ensure(24);
      doc.text(p(note), left, y, { width });
      y = doc.y + 4;
    }
    if (layout.bank) {
      ensure(layout.bank.length * 12 + 6);
      y += 2;
      for (const [k, v] of layout.bank) {
        doc.font('Helvetica-Bold').text(p(k), left, y, { width: 130 });
        doc.font('Helvetica').text(p(v), left + 130, y, { width: width - 130 });
        y += 12;
      }
    }
    if (layout.comment) {
      ensure(30);
      y += 6;
      doc.font('Helvetica-Bold').text(p(layout.comment.title), left, y, { width });
      y += 12;
      doc.font('Helvetica').text(p(layout.comment.text), left, y, { width });
      y = doc.y + 4;
    }
    ensure(20);
    doc.text(p(layout.thanks), left, y + 8, { width });

    // Footer on every page
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const fy = doc.page.height - 70;
      doc
        .moveTo(left, fy - 4)
        .lineTo(right, fy - 4)
        .lineWidth(0.5)
        .strokeColor('#cccccc')
        .stroke();
      doc.font('Helvetica').fontSize(7).fillColor('#555555');
      layout.footer.forEach((f, j) => doc.text(p(f), left, fy + j * 9, { width, align: 'center', lineBreak: false }));
    }
    doc.end();
  });
}
