import PDFDocument from 'pdfkit';

/** The invoice PDF of an order (pdfkit, built-in Helvetica, A4). */
export interface InvoiceData {
  locale: string;
  shopName: string;
  shopAddress: string[];
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  orderDate: string;
  customerNumber: string | null;
  billingAddress: string[];
  shippingAddress: string[] | null;
  currency: string;
  taxStatus: 'gross' | 'net' | 'tax-free';
  lineItems: Array<{ label: string; productNumber: string | null; quantity: number; unitPrice: number; totalPrice: number; taxRate: number | null }>;
  shippingMethod: string | null;
  shippingTotal: number;
  netTotal: number;
  taxes: Array<{ taxRate: number; tax: number; price: number }>;
  total: number;
  paymentMethod: string;
  customerComment: string | null;
}

type Labels = Record<
  | 'invoice' | 'invoiceNumber' | 'invoiceDate' | 'orderNumber' | 'orderDate' | 'customerNumber' | 'billingAddress' | 'shippingAddress'
  | 'pos' | 'item' | 'quantity' | 'unitPrice' | 'total' | 'tax' | 'shipping' | 'net' | 'vat' | 'grandTotal' | 'payment' | 'comment'
  | 'taxFree' | 'netNote' | 'thanks' | 'page',
  string
>;

const LABELS: Record<string, Labels> = {
  'de-DE': {
    invoice: 'Rechnung', invoiceNumber: 'Rechnungsnummer', invoiceDate: 'Rechnungsdatum', orderNumber: 'Bestellnummer', orderDate: 'Bestelldatum',
    customerNumber: 'Kundennummer', billingAddress: 'Rechnungsadresse', shippingAddress: 'Lieferadresse', pos: 'Pos.', item: 'Artikel',
    quantity: 'Menge', unitPrice: 'Einzelpreis', total: 'Gesamt', tax: 'USt.', shipping: 'Versandkosten', net: 'Nettobetrag', vat: 'zzgl. {rate} % USt.',
    grandTotal: 'Gesamtbetrag', payment: 'Zahlungsart', comment: 'Ihr Kommentar', taxFree: 'Steuerfreie Lieferung.',
    netNote: 'Preise netto zuzüglich Umsatzsteuer.', thanks: 'Vielen Dank für Ihren Einkauf bei {shop}!', page: 'Seite',
  },
  'en-GB': {
    invoice: 'Invoice', invoiceNumber: 'Invoice number', invoiceDate: 'Invoice date', orderNumber: 'Order number', orderDate: 'Order date',
    customerNumber: 'Customer number', billingAddress: 'Billing address', shippingAddress: 'Shipping address', pos: 'No.', item: 'Item',
    quantity: 'Qty', unitPrice: 'Unit price', total: 'Total', tax: 'VAT', shipping: 'Shipping', net: 'Net amount', vat: 'plus {rate} % VAT',
    grandTotal: 'Total amount', payment: 'Payment method', comment: 'Your comment', taxFree: 'Tax-free delivery.',
    netNote: 'Net prices plus VAT.', thanks: 'Thank you for shopping at {shop}!', page: 'Page',
  },
  'fr-FR': {
    invoice: 'Facture', invoiceNumber: 'Numéro de facture', invoiceDate: 'Date de facture', orderNumber: 'Numéro de commande', orderDate: 'Date de commande',
    customerNumber: 'Numéro client', billingAddress: 'Adresse de facturation', shippingAddress: 'Adresse de livraison', pos: 'N°', item: 'Article',
    quantity: 'Qté', unitPrice: 'Prix unitaire', total: 'Total', tax: 'TVA', shipping: 'Frais de port', net: 'Montant HT', vat: 'TVA {rate} %',
    grandTotal: 'Montant total', payment: 'Mode de paiement', comment: 'Votre commentaire', taxFree: 'Livraison exonérée de TVA.',
    netNote: 'Prix HT, TVA en sus.', thanks: 'Merci pour votre achat chez {shop} !', page: 'Page',
  },
};

/** The invoice language: Helvetica has no Arabic glyphs, so ar-AE invoices are English. */
export const invoiceLocale = (locale: string): string => (LABELS[locale] ? locale : 'en-GB');

/** Helvetica (WinAnsi) can only print Latin-1 text; anything else becomes '?'. */
const printable = (text: string): string => text.replace(/[^\x20-\x7E\xA0-\xFF€–—’‘“”„…•]/g, '?');

export function formatAmount(value: number, currency: string, locale: string): string {
  try {
    return printable(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value).replace(/\u202f|\u00a0/g, ' '));
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

export function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Berlin' }).format(d);
}

/** Renders the invoice and resolves with the PDF bytes. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const locale = invoiceLocale(data.locale);
  const L = LABELS[locale];
  const money = (v: number) => formatAmount(v, data.currency, locale);
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `${L.invoice} ${data.invoiceNumber}`, Author: data.shopName, Subject: `${L.orderNumber} ${data.orderNumber}` },
      lang: locale,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = 50;
    const right = doc.page.width - 50;
    const width = right - left;

    doc.font('Helvetica-Bold').fontSize(18).fillColor('#2f4f2a').text(printable(data.shopName), left, 50);
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(printable(data.shopAddress.join(' · ')), left, 74);

    doc.fillColor('#000000').fontSize(10).font('Helvetica-Bold').text(L.billingAddress, left, 110);
    doc.font('Helvetica').text(printable(data.billingAddress.join('\n')), left, 124, { width: 230 });
    if (data.shippingAddress) {
      doc.font('Helvetica-Bold').text(L.shippingAddress, left + 250, 110);
      doc.font('Helvetica').text(printable(data.shippingAddress.join('\n')), left + 250, 124, { width: 230 });
    }

    doc.font('Helvetica-Bold').fontSize(16).text(`${L.invoice} ${data.invoiceNumber}`, left, 220);
    const meta: Array<[string, string]> = [
      [L.invoiceDate, formatDate(data.invoiceDate, locale)],
      [L.orderNumber, data.orderNumber],
      [L.orderDate, formatDate(data.orderDate, locale)],
      ...(data.customerNumber ? ([[L.customerNumber, data.customerNumber]] as Array<[string, string]>) : []),
      [L.payment, printable(data.paymentMethod)],
    ];
    let y = 246;
    doc.fontSize(9);
    for (const [k, v] of meta) {
      doc.font('Helvetica-Bold').text(k, left, y, { width: 120 });
      doc.font('Helvetica').text(v, left + 120, y, { width: 250 });
      y += 13;
    }

    // Line items
    y += 14;
    const cols = { pos: left, item: left + 28, qty: left + 290, unit: left + 330, tax: left + 405, total: left + 440 };
    const header = () => {
      doc.font('Helvetica-Bold').fontSize(9);
      doc.text(L.pos, cols.pos, y, { width: 26 });
      doc.text(L.item, cols.item, y, { width: 255 });
      doc.text(L.quantity, cols.qty, y, { width: 36, align: 'right' });
      doc.text(L.unitPrice, cols.unit, y, { width: 72, align: 'right' });
      doc.text(L.tax, cols.tax, y, { width: 32, align: 'right' });
      doc.text(L.total, cols.total, y, { width: right - cols.total, align: 'right' });
      y += 14;
      doc.moveTo(left, y - 3).lineTo(right, y - 3).lineWidth(0.5).strokeColor('#999999').stroke();
    };
    header();
    doc.font('Helvetica').fontSize(9);
    data.lineItems.forEach((li, i) => {
      const label = printable(li.productNumber ? `${li.label}\n${li.productNumber}` : li.label);
      const h = Math.max(12, doc.heightOfString(label, { width: 255 }));
      if (y + h > doc.page.height - 140) {
        doc.addPage();
        y = 50;
        header();
        doc.font('Helvetica').fontSize(9);
      }
      doc.text(String(i + 1), cols.pos, y, { width: 26 });
      doc.text(label, cols.item, y, { width: 255 });
      doc.text(String(li.quantity), cols.qty, y, { width: 36, align: 'right' });
      doc.text(money(li.unitPrice), cols.unit, y, { width: 72, align: 'right' });
      doc.text(li.taxRate !== null && data.taxStatus !== 'tax-free' ? `${li.taxRate} %` : '', cols.tax, y, { width: 32, align: 'right' });
      doc.text(money(li.totalPrice), cols.total, y, { width: right - cols.total, align: 'right' });
      y += h + 4;
    });
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#999999').stroke();
    y += 8;

    // Totals
    const totalLine = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
      doc.text(label, left + 250, y, { width: 150 });
      doc.text(value, left + 400, y, { width: right - left - 400, align: 'right' });
      y += bold ? 16 : 13;
    };
    totalLine(`${L.shipping}${data.shippingMethod ? ` (${printable(data.shippingMethod)})` : ''}`, money(data.shippingTotal));
    totalLine(L.net, money(data.netTotal));
    for (const t of data.taxes) totalLine(L.vat.replace('{rate}', String(t.taxRate)), money(t.tax));
    totalLine(L.grandTotal, money(data.total), true);

    y += 10;
    doc.font('Helvetica').fontSize(9).fillColor('#333333');
    if (data.taxStatus === 'tax-free') {
      doc.text(L.taxFree, left, y, { width });
      y += 13;
    } else if (data.taxStatus === 'net') {
      doc.text(L.netNote, left, y, { width });
      y += 13;
    }
    if (data.customerComment) {
      doc.font('Helvetica-Bold').text(L.comment, left, y, { width });
      y += 12;
      doc.font('Helvetica').text(printable(data.customerComment), left, y, { width });
      y = doc.y + 6;
    }
    doc.text(L.thanks.replace('{shop}', printable(data.shopName)), left, Math.max(y + 10, doc.y + 10), { width });
    doc.end();
  });
}
