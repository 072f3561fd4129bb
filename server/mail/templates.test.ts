import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { LOCALES } from '../lib/i18n';
import { renderMail } from './render';
import { buildMail, mailLocale, type MailTemplateData, type MailTemplateName } from './templates';
import { sendMail } from './send';
import { listOutboxMails } from './outbox';

const shop = { name: 'Stallwerk', url: 'http://localhost:3000', footer: 'Footer' };
const EVIL = '<script>alert("x")</script> & Co';

const samples: { [K in MailTemplateName]: MailTemplateData[K] } = {
  customer_register_doi: { firstName: EVIL, lastName: 'Hofmann', confirmUrl: 'http://localhost:3000/registration/confirm?em=abc&hash=def' },
  customer_register: { firstName: 'Lena', lastName: EVIL, email: 'lena@example.com', accountUrl: 'http://localhost:3000/account' },
  customer_password_recovery: { firstName: 'Lena', lastName: 'Hofmann', resetUrl: 'http://localhost:3000/account/recover/password?hash=abc', validHours: 2 },
  newsletter_doi: { firstName: null, lastName: null, confirmUrl: 'http://localhost:3000/newsletter-subscribe?em=a&hash=b' },
  newsletter_register: { firstName: 'Lena', lastName: null, unsubscribeUrl: 'http://localhost:3000/newsletter-subscribe?unsubscribe&email=lena%40example.com&hash=abc' },
  contact_form: { copy: false, subject: 'Presse', salutation: 'Frau', firstName: 'Lena', lastName: 'Hofmann', email: 'lena@example.com', phone: null, comment: `Line 1\n${EVIL}` },
  order_confirmation: {
    orderNumber: '10001',
    orderDate: '2026-03-01T10:00:00.000Z',
    firstName: 'Lena',
    lastName: 'Hofmann',
    currency: 'EUR',
    lineItems: [{ label: EVIL, quantity: 2, unitPrice: 10.5, totalPrice: 21, productNumber: 'SW-1' }],
    positionPrice: 21,
    shippingTotal: 4.9,
    totalPrice: 25.9,
    taxStatus: 'gross',
    taxes: [{ taxRate: 19, tax: 4.14 }],
    paymentMethod: 'Vorkasse',
    shippingMethod: 'Paket',
    billingAddress: ['Lena Hofmann', 'Lindenweg 12', '49377 Vechta'],
    shippingAddress: ['Lena Hofmann', 'Lindenweg 12', '49377 Vechta'],
    customerComment: 'Bitte vor dem Stall abstellen',
    orderUrl: 'http://localhost:3000/account/order',
    paymentUrl: null,
  },
  order_state_changed: { orderNumber: '10001', firstName: 'Lena', lastName: 'Hofmann', state: 'completed', orderUrl: null },
  order_delivery_shipped: {
    orderNumber: '10001',
    firstName: EVIL,
    lastName: 'Hofmann',
    partial: false,
    shippingMethod: 'Paketversand',
    tracking: [
      { code: '00340434161094012345', url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094012345' },
      { code: 'SPD-104877', url: 'javascript:alert(1)' },
    ],
    orderUrl: 'http://localhost:3000/account/order',
  },
  generic: { subject: 'Ihr Einstreurechner', paragraphs: ['Hier ist Ihre Berechnung.'], link: { url: 'javascript:alert(1)', label: 'Öffnen' } },
};

describe('mail templates', () => {
  for (const template of Object.keys(samples) as MailTemplateName[]) {
    it(`${template} renders in all four languages with escaped values`, () => {
      const subjects = new Set<string>();
      for (const locale of LOCALES) {
        const mail = renderMail(buildMail(template, locale, samples[template] as never), locale, shop);
        expect(mail.subject.length).toBeGreaterThan(3);
        subjects.add(mail.subject);
        expect(mail.html).toContain(`lang="${locale}"`);
        expect(mail.html).toContain(`dir="${locale === 'ar-AE' ? 'rtl' : 'ltr'}"`);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain('href="javascript:');
        if (JSON.stringify(samples[template]).includes('<script>')) {
          expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
          expect(mail.text).toContain(EVIL);
        }
        expect(mail.text).not.toMatch(/<(p|a|table|td|br)[ >]/);
      }
      if (template !== 'generic') expect(subjects.size).toBe(4);
    });
  }

  it('puts links into the HTML as anchors and into the text as plain URLs', () => {
    const mail = renderMail(buildMail('customer_register_doi', 'en-GB', samples.customer_register_doi), 'en-GB', shop);
    expect(mail.html).toContain('href="http://localhost:3000/registration/confirm?em=abc&amp;hash=def"');
    expect(mail.text).toContain('http://localhost:3000/registration/confirm?em=abc&hash=def');
    expect(mail.subject).toBe('Please confirm your registration at Stallwerk');
  });

  it('formats money and taxes of the order confirmation per locale', () => {
    const de = renderMail(buildMail('order_confirmation', 'de-DE', samples.order_confirmation), 'de-DE', shop);
    expect(de.text).toContain('25,90');
    expect(de.text).toContain('enthaltene MwSt. 19 %');
    const en = renderMail(buildMail('order_confirmation', 'en-GB', { ...samples.order_confirmation, taxStatus: 'net' }), 'en-GB', shop);
    expect(en.text).toContain('€25.90');
    expect(en.text).toContain('plus VAT 19 %');
  });

  it('falls back to German for unknown locales', () => {
    expect(mailLocale('xx-YY')).toBe('de-DE');
    expect(buildMail('newsletter_register', 'nl-NL', samples.newsletter_register).subject).toBe('Ihre Newsletter-Anmeldung ist bestätigt');
  });
});

describe('sendMail', () => {
  const migrations = mkdtempSync(join(tmpdir(), 'stallwerk-mail-'));
  const source = join(dirname(fileURLToPath(import.meta.url)), '../db/migrations');
  for (const f of ['001_catalogue.sql', '002_customers.sql']) copyFileSync(join(source, f), join(migrations, f));

  it('writes every mail to the outbox, newest first, and survives an unreachable SMTP server', async () => {
    const db = openDatabase(':memory:');
    migrate(db, migrations);
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1', PORT: '3999' });
    const first = sendMail({ db, config }, { to: 'a@example.com', locale: 'fr-FR', template: 'newsletter_register', data: { firstName: 'Amélie' } });
    const second = sendMail({ db, config }, { to: 'b@example.com', locale: 'ar-AE', template: 'newsletter_register', data: {} });
    expect(first.subject).toBe('Votre inscription à la newsletter est confirmée');
    expect(listOutboxMails(db).map((m) => m.id)).toEqual([second.id, first.id]);
    expect(listOutboxMails(db, { to: 'A@example.com' }).map((m) => m.id)).toEqual([first.id]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(listOutboxMails(db).every((m) => m.smtpStatus === 'failed')).toBe(true);
  });

  it('drops the mail with the transaction that wrote it', () => {
    const db = openDatabase(':memory:');
    migrate(db, migrations);
    const config = loadConfig({ PORT: '3999' });
    expect(() =>
      db.transaction(() => {
        sendMail({ db, config }, { to: 'a@example.com', locale: 'de-DE', template: 'newsletter_register', data: {} });
        throw new Error('rollback');
      })(),
    ).toThrow('rollback');
    expect(listOutboxMails(db)).toEqual([]);
  });
});

describe('order confirmation: paying by transfer', () => {
  const bank = { recipient: 'Stallwerk GmbH', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001', bank: 'Deutsche Kreditbank (Demo)' };
  const base = samples.order_confirmation;
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it('prepayment: bank details with amount and the order number as reference, no pay button', () => {
    const data = { ...base, paymentUrl: 'http://localhost:3000/checkout/success/x/unpaid', transfer: { kind: 'prepayment' as const, dueDate: '2026-03-08T10:00:00.000Z', ...bank } };
    const mail = renderMail(buildMail('order_confirmation', 'de-DE', data), 'de-DE', shop);
    expect(flat(mail.text)).toContain('Bitte überweisen Sie 25,90 € bis zum 8. März 2026');
    for (const value of ['Stallwerk GmbH', bank.iban, bank.bic, 'Verwendungszweck']) expect(mail.text).toContain(value);
    expect(mail.text).toMatch(/Verwendungszweck\W+10001/);
    expect(mail.text).not.toContain('Jetzt bezahlen');
  });

  it('invoice: says when and how to pay instead of "pay now", in every language', () => {
    const data = { ...base, paymentMethod: 'Rechnung', transfer: { kind: 'invoice' as const, dueDate: '2026-03-15T10:00:00.000Z', ...bank } };
    const de = renderMail(buildMail('order_confirmation', 'de-DE', data), 'de-DE', shop);
    expect(flat(de.text)).toContain('Sie zahlen auf Rechnung: Bitte überweisen Sie 25,90 € ohne Abzug bis zum 15. März 2026 (innerhalb von 14 Tagen)');
    expect(de.text).not.toContain('Jetzt bezahlen');
    for (const locale of LOCALES) {
      const mail = renderMail(buildMail('order_confirmation', locale, data), locale, shop);
      expect(mail.text).toContain(bank.iban);
      expect(mail.html).not.toMatch(/Pay now|Payer maintenant|ادفع الآن/);
    }
  });
});
