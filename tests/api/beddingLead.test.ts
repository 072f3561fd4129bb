import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';
import { mailbox, problems } from './customerHelpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.config.rateLimits = { contact_form: { enabled: false } };
});
afterAll(async () => shop?.close());

type Json = Record<string, any>;
const calculation = {
  stableType: 'open',
  count: 3,
  areaM2: 60,
  bedding: 'straw-pellets',
  productNumber: 'SW-STP-100',
  packaging: 'half_pallet',
  units: 6,
  bagsPerQuarter: 111,
  pricePerQuarter: 869.4,
  currency: 'EUR',
};

describe('bedding calculator lead (POST /stallwerk/bedding-lead)', () => {
  it('stores the lead and mails the shop once per idempotency key', async () => {
    const c = shop.client();
    const body = { email: 'lead-1@example.com', locale: 'en-GB', calculation, idempotencyKey: 'lead-key-1' };
    const first = await c.json<Json>('POST', '/stallwerk/bedding-lead', body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, duplicate: false, apiAlias: 'stallwerk_bedding_lead_result' });
    const again = await c.json<Json>('POST', '/stallwerk/bedding-lead', body);
    expect(again.body).toMatchObject({ success: true, duplicate: true });

    const rows = shop.db.prepare('SELECT email, locale, calculation FROM bedding_lead WHERE email = ?').all('lead-1@example.com') as Json[];
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].calculation)).toEqual(calculation);
    const mails = (await mailbox(shop)).filter((m: Json) => m.subject.includes('Einstreurechner: PDF angefordert'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('lead-1@example.com');
    expect(mails[0].text).toContain('6 × half_pallet, 869.40 EUR');
  });

  it('refuses a short or invalid e-mail, a locale without the calculator and a missing calculation', async () => {
    const res = await shop.client().json<Json>('POST', '/stallwerk/bedding-lead', { email: 'a@b', locale: 'fr-FR', idempotencyKey: 'k2' });
    expect(res.status).toBe(400);
    expect(problems(res.body)).toEqual([
      { code: 'VIOLATION::INVALID_FORMAT_ERROR', pointer: '/email' },
      { code: 'VIOLATION::NO_SUCH_CHOICE_ERROR', pointer: '/locale' },
      { code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/calculation' },
    ]);
    const short = await shop
      .client()
      .json<Json>('POST', '/stallwerk/bedding-lead', { email: 'a@b.c', locale: 'de-DE', calculation: { ...calculation, count: 11, packaging: 'crate' }, idempotencyKey: 'k3' });
    expect(problems(short.body).map((p: Json) => p.pointer)).toEqual(expect.arrayContaining(['/calculation/count', '/calculation/packaging']));
  });
});
