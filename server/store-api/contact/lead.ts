import type { FastifyInstance } from 'fastify';
import type { StoreDeps } from '../hooks';
import { sendMail, shopMailSettings } from '../../mail/send';
import { limitRequest } from '../rateLimit';
import { email as emailField, str, type Body } from '../account/public';
import { readBody, Violations } from '../validation';
import { languageCode } from '../context/public';
import { insertLead, leadExists } from './leadRepository';

/** The subject the shop's mailbox sees for a calculator lead (the contact mail with its own subject). */
export const LEAD_SUBJECT = { 'de-DE': 'Einstreurechner: PDF angefordert', 'en-GB': 'Bedding calculator: PDF requested' } as const;
const LEAD_LOCALES = ['de-DE', 'en-GB'] as const;
const PACKAGINGS = ['bag', 'half_pallet', 'pallet'] as const;
const LEAD_EMAIL_MIN = 5;

const numberIn = (c: Violations, body: Body, key: string, pointer: string, min: number, max: number, integer: boolean): number | null => {
  const v = body[key];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max || (integer && !Number.isInteger(v))) {
    c.invalid(pointer, `The value for "${key}" must be a number between ${min} and ${max}.`, v);
    return null;
  }
  return v;
};

/**
 * POST /store-api/stallwerk/bedding-lead — Stallwerk's extension route: the bedding calculator's
 * PDF download leaves the visitor's e-mail address and the calculation as a lead. It is stored
 * (table bedding_lead) and mailed to the shop's contact address with its own subject. The body's
 * `idempotencyKey` (the storefront's outbox key) makes a replayed request count once: the repeat
 * answers `duplicate: true` and sends nothing.
 */
export function beddingLeadRoute(api: FastifyInstance, deps: StoreDeps): void {
  const { db } = deps;
  api.post('/stallwerk/bedding-lead', async (req) => {
    const body = readBody(req.body);
    const c = new Violations();
    const mail = emailField(c, body, 'email', '/email');
    if (mail && mail.length < LEAD_EMAIL_MIN)
      c.add('/email', 'VIOLATION::TOO_SHORT_ERROR', `This value is too short. It should have ${LEAD_EMAIL_MIN} characters or more.`, { '{{ limit }}': LEAD_EMAIL_MIN });
    const key = str(c, body, 'idempotencyKey', '/idempotencyKey', { required: true, max: 64 });
    const localeRaw = str(c, body, 'locale', '/locale', { required: true });
    if (localeRaw && !(LEAD_LOCALES as readonly string[]).includes(localeRaw)) c.choice('/locale', localeRaw, LEAD_LOCALES);
    const calc = body.calculation && typeof body.calculation === 'object' && !Array.isArray(body.calculation) ? (body.calculation as Body) : null;
    if (!calc) c.blank('/calculation', body.calculation);
    const calculation = calc
      ? {
          stableType: str(c, calc, 'stableType', '/calculation/stableType', { required: true }),
          count: numberIn(c, calc, 'count', '/calculation/count', 1, 10, true),
          areaM2: numberIn(c, calc, 'areaM2', '/calculation/areaM2', 1, 1000, false),
          bedding: str(c, calc, 'bedding', '/calculation/bedding', { required: true, max: 40 }),
          productNumber: str(c, calc, 'productNumber', '/calculation/productNumber', { required: true, max: 64 }),
          packaging: str(c, calc, 'packaging', '/calculation/packaging', { required: true }),
          units: numberIn(c, calc, 'units', '/calculation/units', 1, 100000, true),
          bagsPerQuarter: numberIn(c, calc, 'bagsPerQuarter', '/calculation/bagsPerQuarter', 1, 1000000, true),
          pricePerQuarter: numberIn(c, calc, 'pricePerQuarter', '/calculation/pricePerQuarter', 0, 1e9, false),
          currency: str(c, calc, 'currency', '/calculation/currency', { required: true, max: 3 }),
        }
      : null;
    if (calculation?.stableType && !['open', 'box'].includes(calculation.stableType)) c.choice('/calculation/stableType', calculation.stableType, ['open', 'box']);
    if (calculation?.packaging && !(PACKAGINGS as readonly string[]).includes(calculation.packaging)) c.choice('/calculation/packaging', calculation.packaging, PACKAGINGS);
    const valid = c.required({ calculation, mail, key });

    const channel = req.ctx.salesChannel.id;
    const seen = leadExists(db, channel, valid.key);
    if (seen) return { success: true, duplicate: true, apiAlias: 'stallwerk_bedding_lead_result' };
    limitRequest(deps, req, 'contact_form');

    const locale = localeRaw as (typeof LEAD_LOCALES)[number];
    const shop = shopMailSettings(db);
    const shopLocale = languageCode(db, req.ctx.salesChannel.language_id) ?? 'de-DE';
    const subject = LEAD_SUBJECT[shopLocale === 'en-GB' ? 'en-GB' : 'de-DE'];
    const cl = valid.calculation;
    const comment = [
      `Stable: ${cl.stableType}, ${cl.count} × ${cl.areaM2! / cl.count!} m² = ${cl.areaM2} m²`,
      `Bedding: ${cl.bedding} (${cl.productNumber})`,
      `Quarter: ${cl.bagsPerQuarter} bags → ${cl.units} × ${cl.packaging}, ${cl.pricePerQuarter!.toFixed(2)} ${cl.currency}`,
      `PDF language: ${locale}`,
    ].join('\n');
    db.transaction(() => {
      insertLead(db, { idempotencyKey: valid.key, salesChannelId: channel, email: valid.mail, locale, calculation: JSON.stringify(cl) });
      sendMail(deps, { to: shop.contactEmail, locale: shopLocale, template: 'contact_form', data: { copy: false, subject, email: valid.mail, comment }, replyTo: mail });
    })();
    return { success: true, duplicate: false, apiAlias: 'stallwerk_bedding_lead_result' };
  });
}
