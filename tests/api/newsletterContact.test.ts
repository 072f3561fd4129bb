import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idFor } from '../../server/lib/ids';
import { startTestShop, type TestShop } from './harness';
import { expectError, expectResponse } from './schema';
import { DEMO, linkIn, login, mailbox, mailboxHeaders, MRS, problems, registerConfirmed, STOREFRONT, uniqueEmail } from './customerHelpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.config.rateLimits = { newsletter_form: { enabled: false }, contact_form: { enabled: false } };
});
afterAll(async () => shop?.close());

type Json = Record<string, any>;

describe('newsletter with double opt-in (spec §4)', () => {
  it('subscribes pending, confirms with the mailed link and unsubscribes', async () => {
    const c = shop.client();
    const email = uniqueEmail('news');
    const res = await c.json<Json>('POST', '/newsletter/subscribe', { email, option: 'subscribe', storefrontUrl: STOREFRONT, firstName: 'Mia', lastName: 'Lang', salutationId: MRS });
    expect(res.status).toBe(200);
    expectResponse('/newsletter/subscribe', 'post', res.body);
    expect(res.body).toMatchObject({ success: true, status: 'notSet' });

    const [mail] = await mailbox(shop, email);
    expect(mail.template).toBe('newsletter_doi');
    expect(mail.text).toContain('Mia Lang');
    const link = linkIn(mail, `${STOREFRONT}/newsletter-subscribe`);

    const wrong = await c.json('POST', '/newsletter/confirm', { em: link.searchParams.get('em'), hash: 'x'.repeat(32) });
    expectError(wrong.body, 400, 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND');
    const confirmed = await c.json<Json>('POST', '/newsletter/confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
    expect(confirmed.status).toBe(200);
    expectResponse('/newsletter/confirm', 'post', confirmed.body);
    expect(shop.db.prepare('SELECT status FROM newsletter_recipient WHERE email = ?').get(email)).toEqual({ status: 'optIn' });
    expect((await mailbox(shop, email))[0].template).toBe('newsletter_register');
    // confirming twice is fine; subscribing again changes nothing
    expect((await c.json('POST', '/newsletter/confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') })).status).toBe(200);
    expect((await c.json<Json>('POST', '/newsletter/subscribe', { email, option: 'subscribe', storefrontUrl: STOREFRONT })).body.status).toBe('optIn');

    // The welcome mail carries the unsubscribe link with the recipient's hash.
    const [welcome] = await mailbox(shop, email);
    const leave = linkIn(welcome, `${shop.config.publicUrl}/newsletter-subscribe?unsubscribe`);
    expect(leave.searchParams.get('email')).toBe(email);
    const mailedHash = leave.searchParams.get('hash')!;
    expect(mailedHash).toMatch(/^[0-9a-f]{32}$/);

    const out = await c.json<Json>('POST', '/newsletter/unsubscribe', { email, hash: mailedHash });
    expect(out.status).toBe(200);
    expectResponse('/newsletter/unsubscribe', 'post', out.body);
    expect(shop.db.prepare('SELECT status FROM newsletter_recipient WHERE email = ?').get(email)).toEqual({ status: 'optOut' });
    expectError((await c.json('POST', '/newsletter/confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') })).body, 400);
  });

  // Issue 13 (abuse limits): unsubscribing needs the mailed hash and answers the same whether or not the address exists.
  it('unsubscribes only with the mailed hash and answers alike for known, unknown and wrong', async () => {
    const c = shop.client();
    const email = uniqueEmail('leave');
    await c.json('POST', '/newsletter/subscribe', { email, option: 'subscribe', storefrontUrl: STOREFRONT });
    const doi = linkIn((await mailbox(shop, email))[0], `${STOREFRONT}/newsletter-subscribe`);
    await c.json('POST', '/newsletter/confirm', { em: doi.searchParams.get('em'), hash: doi.searchParams.get('hash') });
    const status = () => (shop.db.prepare('SELECT status FROM newsletter_recipient WHERE email = ?').get(email) as { status: string }).status;

    const noHash = await c.json<Json>('POST', '/newsletter/unsubscribe', { email });
    expect(problems(noHash.body)).toEqual([{ code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/hash' }]);
    const wrong = await c.json<Json>('POST', '/newsletter/unsubscribe', { email, hash: 'f'.repeat(32) });
    const unknown = await c.json<Json>('POST', '/newsletter/unsubscribe', { email: 'never-subscribed@example.com', hash: 'f'.repeat(32) });
    const viaSubscribe = await c.json<Json>('POST', '/newsletter/subscribe', { email, option: 'unsubscribe', hash: 'f'.repeat(32) });
    for (const res of [wrong, unknown, viaSubscribe]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, apiAlias: 'array_struct' });
    }
    expect(status()).toBe('optIn');

    const hash = linkIn((await mailbox(shop, email))[0], `${shop.config.publicUrl}/newsletter-subscribe?unsubscribe`).searchParams.get('hash');
    const right = await c.json<Json>('POST', '/newsletter/unsubscribe', { email: email.toUpperCase(), hash });
    expect(right.status).toBe(200);
    expect(right.body).toEqual(unknown.body);
    expect(status()).toBe('optOut');
  });

  it("lets a signed-in customer unsubscribe their own address without a hash, nobody else's", async () => {
    const c = shop.client();
    const stranger = uniqueEmail('stranger');
    await c.json('POST', '/newsletter/subscribe', { email: stranger, option: 'subscribe', storefrontUrl: STOREFRONT });
    const doi = linkIn((await mailbox(shop, stranger))[0], `${STOREFRONT}/newsletter-subscribe`);
    await c.json('POST', '/newsletter/confirm', { em: doi.searchParams.get('em'), hash: doi.searchParams.get('hash') });

    const own = uniqueEmail('own');
    await registerConfirmed(shop, c, own);
    await c.json('POST', '/newsletter/subscribe', { email: own, option: 'direct', storefrontUrl: STOREFRONT });
    expect((await c.json<Json>('POST', '/account/newsletter-recipient')).body.status).toBe('direct');
    expect((await c.json<Json>('POST', '/newsletter/unsubscribe', { email: own })).status).toBe(200);
    expect((await c.json<Json>('POST', '/account/newsletter-recipient')).body.status).toBe('optOut');
    expect(problems((await c.json<Json>('POST', '/newsletter/unsubscribe', { email: stranger })).body)).toEqual([{ code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/hash' }]);
    expect(shop.db.prepare('SELECT status FROM newsletter_recipient WHERE email = ?').get(stranger)).toEqual({ status: 'optIn' });
  });

  it('lets a logged-in customer subscribe directly and shows the status in the account', async () => {
    const c = shop.client();
    await login(c, DEMO.username, DEMO.password);
    expect((await c.json<Json>('POST', '/account/newsletter-recipient')).body.status).toBe('undefined');
    const res = await c.json<Json>('POST', '/newsletter/subscribe', { email: DEMO.username, option: 'direct', storefrontUrl: STOREFRONT });
    expect(res.body).toMatchObject({ success: true, status: 'direct' });
    const status = await c.json<Json>('POST', '/account/newsletter-recipient');
    expectResponse('/account/newsletter-recipient', 'post', status.body);
    expect(status.body.status).toBe('direct');
    // "direct" without a matching login still needs the confirmation
    const other = await shop.client().json<Json>('POST', '/newsletter/subscribe', { email: uniqueEmail(), option: 'direct', storefrontUrl: STOREFRONT });
    expect(other.body.status).toBe('notSet');
  });

  it('validates e-mail, option, storefront URL and names', async () => {
    const res = await shop.client().json<Json>('POST', '/newsletter/subscribe', { email: 'x', option: 'spam', storefrontUrl: 'https://phish.example', firstName: 'Visit https://spam.example' });
    expect(problems(res.body)).toEqual([
      { code: 'VIOLATION::INVALID_FORMAT_ERROR', pointer: '/email' },
      { code: 'VIOLATION::NO_SUCH_CHOICE_ERROR', pointer: '/option' },
      { code: 'VIOLATION::NO_SUCH_CHOICE_ERROR', pointer: '/storefrontUrl' },
      { code: 'VIOLATION::INVALID_VALUE_ERROR', pointer: '/firstName' },
    ]);
  });
});

describe('contact form (spec §3 subjects)', () => {
  it('mails the shop (reply-to the sender) and the sender a confirmation without free text', async () => {
    const email = uniqueEmail('kontakt');
    const res = await shop.client().json<Json>('POST', '/contact-form', {
      salutationId: MRS,
      firstName: 'Jana',
      lastName: 'Weber',
      email,
      phone: '+49 30 123456',
      subject: 'dealer-inquiry',
      comment: 'Wir möchten <b>Pellets</b> palettenweise für unseren Reitverein bestellen.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ individualSuccessMessage: '', apiAlias: 'contact_form_result' });
    const [copy] = await mailbox(shop, email);
    expect(copy.subject).toBe('Ihre Nachricht an Stallwerk: Händleranfrage');
    // Spec (issue 13, abuse limits): the sender's copy carries no free text — no message, names or phone.
    expect(copy.text).toContain('Händleranfrage');
    expect(copy.text).toContain(email);
    for (const free of ['Pellets', 'Jana', 'Weber', '+49 30 123456']) {
      expect(copy.text).not.toContain(free);
      expect(copy.html).not.toContain(free);
    }
    const [toShop] = await mailbox(shop, 'service@stallwerk.example');
    expect(toShop.subject).toBe('Kontaktanfrage: Händleranfrage');
    expect(toShop.text).toContain(email);
    expect(toShop.text).toContain('+49 30 123456');
    expect(toShop.text).toContain('Wir möchten <b>Pellets</b> palettenweise');
    expect(toShop.html).toContain('Wir möchten &lt;b&gt;Pellets&lt;/b&gt; palettenweise');
  });

  it('accepts every subject key and label, in the context language for the copy', async () => {
    const en = idFor('language:en-GB');
    for (const subject of ['general-question', 'return-withdrawal', 'order-status', 'event-sponsoring', 'cooperation', 'press', 'Händleranfrage']) {
      const email = uniqueEmail('betreff');
      const res = await shop.client().json('POST', '/contact-form', { firstName: 'A', lastName: 'B', email, subject, comment: 'Eine ausreichend lange Nachricht.' }, { 'sw-language-id': en });
      expect(res.status, subject).toBe(200);
      expect((await mailbox(shop, email))[0].locale).toBe('en-GB');
    }
  });

  it('validates the fields with a pointer each', async () => {
    const res = await shop.client().json<Json>('POST', '/contact-form', { email: 'nope', subject: 'Lottery', comment: 'kurz', salutationId: 'x' });
    expect(problems(res.body)).toEqual([
      { code: 'VIOLATION::ENTITY_NOT_FOUND', pointer: '/salutationId' },
      { code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/firstName' },
      { code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/lastName' },
      { code: 'VIOLATION::INVALID_FORMAT_ERROR', pointer: '/email' },
      { code: 'VIOLATION::NO_SUCH_CHOICE_ERROR', pointer: '/subject' },
      { code: 'VIOLATION::TOO_SHORT_ERROR', pointer: '/comment' },
    ]);
    expect(res.body.errors[5].meta.parameters['{{ limit }}']).toBe(10);
  });
});

describe('dev mailbox', () => {
  it('shows every mail as a page and as JSON, newest first', async () => {
    const json = await shop.app.inject({ method: 'GET', url: '/mailbox/messages.json', headers: mailboxHeaders(shop) });
    expect(json.statusCode).toBe(200);
    const mails = json.json() as Array<{ id: string; to: string; subject: string; text: string; html: string; createdAt: string }>;
    expect(mails.length).toBeGreaterThan(3);
    for (const m of mails) expect(Object.keys(m)).toEqual(expect.arrayContaining(['id', 'to', 'subject', 'text', 'html', 'createdAt']));
    const times = mails.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const page = await shop.app.inject({ method: 'GET', url: '/mailbox', headers: mailboxHeaders(shop) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(mails[0].subject.replace(/&/g, '&amp;'));
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/newsletter-subscribe\?em=[0-9a-f]+&amp;hash=[0-9a-f]+" target="_blank"/);
    expect(page.body).not.toContain('<b>Pellets</b>');

    const one = await shop.app.inject({ method: 'GET', url: `/mailbox/messages/${mails[0].id}.html`, headers: mailboxHeaders(shop) });
    expect(one.statusCode).toBe(200);
    expect(one.body).toBe(mails[0].html);
    expect((await shop.app.inject({ method: 'GET', url: '/mailbox/messages/nope.html', headers: mailboxHeaders(shop) })).statusCode).toBe(404);
  });

  it('always needs the admin token in the Authorization header, never in the URL', async () => {
    for (const url of ['/mailbox', '/mailbox/messages.json', '/mailbox/messages/x.html']) {
      const anonymous = await shop.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().errors[0].code).toBe('FRAMEWORK__UNAUTHORIZED');
      expect((await shop.app.inject({ method: 'GET', url: `${url}?token=${encodeURIComponent(shop.config.adminToken)}` })).statusCode, url).toBe(401);
      expect((await shop.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer wrong' } })).statusCode, url).toBe(401);
    }
    // A browser opens the page with Basic auth (any user name, the token as password).
    const basic = Buffer.from(`admin:${shop.config.adminToken}`).toString('base64');
    expect((await shop.app.inject({ method: 'GET', url: '/mailbox', headers: { authorization: `Basic ${basic}` } })).statusCode).toBe(200);
    // CORS never lets another site read it.
    const cors = await shop.app.inject({ method: 'GET', url: '/mailbox/messages.json', headers: { ...mailboxHeaders(shop), origin: 'https://evil.example' } });
    expect(cors.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('SMTP failures never break a request', async () => {
    const smtpShop = await startTestShop({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await smtpShop.app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(401);
      expect((await smtpShop.app.inject({ method: 'GET', url: '/mailbox/messages.json', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
      const email = uniqueEmail('smtp');
      const res = await smtpShop.client().json('POST', '/contact-form', { firstName: 'A', lastName: 'B', email, subject: 'press', comment: 'Eine ausreichend lange Nachricht.' });
      expect(res.status).toBe(200);
      const page = await smtpShop.app.inject({ method: 'GET', url: '/mailbox', headers: mailboxHeaders(smtpShop) });
      expect(page.statusCode).toBe(200);
      const json = await smtpShop.app.inject({ method: 'GET', url: `/mailbox/messages.json?to=${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${smtpShop.config.adminToken}` } });
      expect((json.json() as unknown[]).length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(smtpShop.db.prepare('SELECT smtp_status FROM mail_outbox WHERE to_address = ?').get(email)).toEqual({ smtp_status: 'failed' });
    } finally {
      await smtpShop.close();
    }
  });
});
