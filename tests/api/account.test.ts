import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idFor } from '../../server/lib/ids';
import { startTestShop, type TestShop } from './harness';
import { expectError } from './schema';
import { expectResponse, expectSchema, AE, AT, BUSINESS, DE, DEMO, GB, linkIn, login, mailbox, MRS, problems, registerConfirmed, registration, STOREFRONT, uniqueEmail } from './customerHelpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.config.rateLimits = { registration: { enabled: false }, login: { enabled: false }, reset_password: { enabled: false } };
});
afterAll(async () => shop?.close());

type Json = Record<string, any>;

describe('registration with double opt-in → confirm → login → account (spec §4 sign-up)', () => {
  it('registers an inactive customer, mails the confirmation link and activates on confirm', async () => {
    const c = shop.client();
    await c.json('GET', '/context');
    const anonymousToken = c.token;
    const email = uniqueEmail('anna');
    const reg = await c.json<Json>('POST', '/account/register', registration(email, { title: 'Dr.', birthdayDay: 3, birthdayMonth: 7, birthdayYear: 1990 }));
    expect(reg.status).toBe(200);
    expectResponse('/account/register', 'post', reg.body);
    expectSchema('Customer', reg.body);
    expect(reg.body).toMatchObject({ email, active: false, guest: false, doubleOptInRegistration: true, accountType: 'private', firstName: 'Anna', title: 'Dr.', birthday: '1990-07-03' });
    expect(reg.body.defaultBillingAddress.zipcode).toBe('49377');
    expect(reg.body.defaultShippingAddressId).toBe(reg.body.defaultBillingAddressId);
    // not logged in yet: the session keeps its token and has no customer
    expect(c.token).toBe(anonymousToken);
    expect((await c.json<Json>('GET', '/context')).body.customer).toBeNull();

    const [mail] = await mailbox(shop, email);
    expect(mail.template).toBe('customer_register_doi');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Registrierung bei Stallwerk');
    const link = linkIn(mail, `${STOREFRONT}/registration/confirm`);
    expect(link.searchParams.get('em')).toMatch(/^[0-9a-f]{40}$/);
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));

    // login before the confirmation is refused with Shopware's opt-in error
    const early = await login(shop.client(), email, 'Sattelkammer1');
    expect(early.status).toBe(401);
    expectError(early.body, 401, 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED');

    const wrongEm = await c.json('POST', '/account/register-confirm', { em: 'a'.repeat(40), hash: link.searchParams.get('hash') });
    expectError(wrongEm.body, 404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH');

    const confirm = await c.json<Json>('POST', '/account/register-confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
    expect(confirm.status).toBe(200);
    expectSchema('Customer', confirm.body);
    expect(confirm.body.active).toBe(true);
    expect(confirm.body.doubleOptInConfirmDate).toBeTruthy();
    expect(c.token).not.toBe(anonymousToken); // logged in under a new token
    const ctx = await c.json<Json>('GET', '/context');
    expectSchema('Customer', ctx.body.customer);
    expect(ctx.body.customer.email).toBe(email);
    expect(ctx.body.shippingLocation.address.city).toBe('Vechta');

    const again = await c.json('POST', '/account/register-confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
    expectError(again.body, 412, 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED');
    expect((await mailbox(shop, email)).map((m) => m.template)).toEqual(['customer_register', 'customer_register_doi']);
  });

  it('logs in with the right password only, under a new context token', async () => {
    const { email } = await registerConfirmed(shop, shop.client());
    const c = shop.client();
    await c.json('GET', '/context');
    const before = c.token;
    const bad = await login(c, email, 'wrong-password');
    expect(bad.status).toBe(401);
    expectError(bad.body, 401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    expect((bad.body as Json).errors[0].detail).toBe('Invalid username and/or password.');
    expectError((await login(c, 'nobody@example.com', 'whatever1')).body, 401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    expectError((await c.json('POST', '/account/login', {})).body, 401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');

    const ok = await login(c, email.toUpperCase(), 'Sattelkammer1');
    expect(ok.status).toBe(200);
    expectResponse('/account/login', 'post', ok.body);
    expect(ok.body.contextToken).toBe(c.token);
    expect(c.token).not.toBe(before);
    // the old token is gone: it starts a fresh anonymous session
    const replay = await shop.client().json<Json>('GET', '/context', undefined, { 'sw-context-token': before! });
    expect(replay.body.customer).toBeNull();

    const me = await c.json<Json>('POST', '/account/customer');
    expect(me.status).toBe(200);
    expectResponse('/account/customer', 'post', me.body);
    expect(me.body.email).toBe(email);
    expect(me.body.lastLogin).toBeTruthy();
    const viaGet = await c.json<Json>('GET', '/account/customer');
    expect(viaGet.body.id).toBe(me.body.id);
  });

  it('answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN on account routes without a customer', async () => {
    const c = shop.client();
    for (const [method, path] of [
      ['POST', '/account/customer'],
      ['GET', '/account/customer'],
      ['POST', '/account/list-address'],
      ['POST', '/account/address'],
      ['POST', '/account/change-profile'],
      ['POST', '/account/change-email'],
      ['POST', '/account/change-password'],
      ['POST', '/account/logout'],
      ['DELETE', '/account/customer'],
      ['POST', `/account/change-payment-method/${idFor('payment:invoice')}`],
      ['POST', '/account/newsletter-recipient'],
    ] as const) {
      const res = await c.json(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
      expectError(res.body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    }
  });

  it('logs in the demo customer and logs out to a new token (the cart stays with the old one)', async () => {
    const c = shop.client();
    const res = await login(c, DEMO.username, DEMO.password);
    expect(res.status).toBe(200);
    const loggedIn = c.token;
    const ctx = await c.json<Json>('GET', '/context');
    expect(ctx.body.customer).toMatchObject({ email: DEMO.username, firstName: 'Lena', guest: false, active: true });
    expect(ctx.body.context.taxState).toBe('gross');
    const out = await c.json<Json>('POST', '/account/logout');
    expect(out.status).toBe(200);
    expectResponse('/account/logout', 'post', out.body);
    expect(c.token).not.toBe(loggedIn);
    expect((await c.json<Json>('GET', '/context')).body.customer).toBeNull();
    expectError((await c.json('POST', '/account/customer')).body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('shows business customers net prices and keeps company and VAT IDs', async () => {
    const c = shop.client();
    expect((await login(c, BUSINESS.username, BUSINESS.password)).status).toBe(200);
    const ctx = await c.json<Json>('GET', '/context');
    expect(ctx.body.context.taxState).toBe('net');
    expect(ctx.body.currentCustomerGroup.displayGross).toBe(false);
    expectSchema('Customer', ctx.body.customer);
    expect(ctx.body.customer).toMatchObject({ accountType: 'business', company: 'Reitstall Sonnenhof GmbH', vatIds: ['DE123456789'] });
  });
});

describe('CORS for a storefront on another origin', () => {
  it('allows the Shopware headers and exposes the context token', async () => {
    const pre = await shop.app.inject({
      method: 'OPTIONS',
      url: '/store-api/account/login',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'sw-access-key,sw-context-token,sw-language-id,content-type' },
    });
    expect(pre.statusCode).toBeLessThan(300);
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const allowed = String(pre.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['sw-access-key', 'sw-context-token', 'sw-language-id', 'content-type']) expect(allowed).toContain(h);
    const res = await login(shop.client(), DEMO.username, DEMO.password);
    expect(res.status).toBe(200);
    const real = await shop.app.inject({
      method: 'POST',
      url: '/store-api/account/login',
      headers: { origin: 'http://localhost:5173', 'sw-access-key': shop.config.accessKey, 'content-type': 'application/json' },
      payload: JSON.stringify(DEMO),
    });
    expect(String(real.headers['access-control-expose-headers'])).toContain('sw-context-token');
    expect(real.headers['sw-context-token']).toBeTruthy();
  });
});

describe('registration variants', () => {
  it('registers a guest without password or opt-in and logs the session in at once', async () => {
    const c = shop.client();
    const email = uniqueEmail('gast');
    const res = await c.json<Json>('POST', '/account/register', {
      ...registration(email, { guest: true }),
      password: undefined,
      shippingAddress: { firstName: 'Stall', lastName: 'Team', street: 'Koppelweg 1', zipcode: '1010', city: 'Wien', countryId: AT },
    });
    expect(res.status).toBe(200);
    expectSchema('Customer', res.body);
    expect(res.body).toMatchObject({ guest: true, active: true, doubleOptInRegistration: false });
    expect(res.body.defaultShippingAddress.city).toBe('Wien');
    const ctx = await c.json<Json>('GET', '/context');
    expect(ctx.body.customer.guest).toBe(true);
    expect(ctx.body.shippingLocation.country.iso).toBe('AT');
    expect(await mailbox(shop, email)).toEqual([]);
    // a guest may register again with the same address
    const again = await shop.client().json('POST', '/account/register', { ...registration(email, { guest: true }), password: undefined });
    expect(again.status).toBe(200);
    // guests cannot use account-only routes
    expectError((await c.json('POST', '/account/change-password', {})).body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    // but can read themselves and log out
    expect((await c.json('POST', '/account/customer')).status).toBe(200);
    expect((await c.json('POST', '/account/logout')).status).toBe(200);
  });

  it('registers a business customer with company and a VAT ID in the country format', async () => {
    const email = uniqueEmail('firma');
    const res = await shop.client().json<Json>(
      'POST',
      '/account/register',
      registration(email, {
        accountType: 'business',
        vatIds: ['de 987654321'],
        billingAddress: { street: 'Gestütsallee 1', zipcode: '27283', city: 'Verden', countryId: DE, company: 'Gestüt Lindenhof KG' },
      }),
    );
    expect(res.status).toBe(200);
    expectSchema('Customer', res.body);
    expect(res.body).toMatchObject({ accountType: 'business', company: 'Gestüt Lindenhof KG', vatIds: ['DE987654321'] });
  });

  it("reports each invalid field with Shopware's violation code and pointer", async () => {
    const c = shop.client();
    const blank = await c.json<Json>('POST', '/account/register', { billingAddress: {} });
    expect(blank.status).toBe(400);
    expectError(blank.body, 400, 'VIOLATION::IS_BLANK_ERROR');
    const pointers = problems(blank.body).map((p) => p.pointer);
    for (const p of ['/email', '/password', '/firstName', '/lastName', '/storefrontUrl', '/billingAddress/street', '/billingAddress/city', '/billingAddress/countryId']) {
      expect(pointers).toContain(p);
    }
    expect(blank.body.errors[0].meta.parameters).toBeDefined();

    const short = await c.json<Json>('POST', '/account/register', registration(uniqueEmail(), { password: 'kurz' }));
    expect(problems(short.body)).toEqual([{ code: 'VIOLATION::TOO_SHORT_ERROR', pointer: '/password' }]);
    expect(short.body.errors[0].meta.parameters['{{ limit }}']).toBe(10);
    expect(JSON.stringify(short.body)).not.toContain('kurz');

    const taken = await c.json<Json>('POST', '/account/register', registration(DEMO.username.toUpperCase()));
    expect(problems(taken.body)).toEqual([{ code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', pointer: '/email' }]);

    const mail = await c.json<Json>('POST', '/account/register', registration('not-an-email'));
    expect(problems(mail.body)).toEqual([{ code: 'VIOLATION::INVALID_FORMAT_ERROR', pointer: '/email' }]);

    const zip = await c.json<Json>(
      'POST',
      '/account/register',
      registration(uniqueEmail(), {
        billingAddress: { street: 'Reitweg 5', zipcode: '1234', city: 'Vechta', countryId: DE },
      }),
    );
    expect(problems(zip.body)).toEqual([{ code: 'VIOLATION::ZIP_CODE_INVALID', pointer: '/billingAddress/zipcode' }]);
    expect(zip.body.errors[0].meta.parameters['{{ iso }}']).toBe('"DE"');

    // postal codes per country: 4 digits in Austria, UK format for Great Britain, none needed for the Emirates (but a state)
    const at = await c.json('POST', '/account/register', registration(uniqueEmail(), { billingAddress: { street: 'Gasse 1', zipcode: '1010', city: 'Wien', countryId: AT } }));
    expect(at.status).toBe(200);
    const gb = await c.json<Json>('POST', '/account/register', registration(uniqueEmail(), { billingAddress: { street: 'Lane 1', zipcode: '12345', city: 'London', countryId: GB } }));
    expect(problems(gb.body)).toEqual([{ code: 'VIOLATION::ZIP_CODE_INVALID', pointer: '/billingAddress/zipcode' }]);
    const gbOk = await c.json('POST', '/account/register', registration(uniqueEmail(), { billingAddress: { street: 'Lane 1', zipcode: 'sw1a 1aa', city: 'London', countryId: GB } }));
    expect(gbOk.status).toBe(200);
    const ae = await c.json<Json>('POST', '/account/register', registration(uniqueEmail(), { billingAddress: { street: 'Street 1', city: 'Dubai', countryId: AE } }));
    expect(problems(ae.body)).toEqual([{ code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/billingAddress/countryStateId' }]);
    const aeOk = await c.json(
      'POST',
      '/account/register',
      registration(uniqueEmail(), {
        billingAddress: { street: 'Street 1', city: 'Dubai', countryId: AE, countryStateId: idFor('country-state:AE-DU') },
      }),
    );
    expect(aeOk.status).toBe(200);

    const vat = await c.json<Json>(
      'POST',
      '/account/register',
      registration(uniqueEmail(), {
        accountType: 'business',
        vatIds: ['ATU12345678'],
        billingAddress: { street: 'Reitweg 5', zipcode: '49377', city: 'Vechta', countryId: DE, company: 'Hof GmbH' },
      }),
    );
    expect(problems(vat.body)).toEqual([{ code: 'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', pointer: '/vatIds' }]);
    const noCompany = await c.json<Json>('POST', '/account/register', registration(uniqueEmail(), { accountType: 'business', vatIds: ['DE123456789'] }));
    expect(problems(noCompany.body)).toEqual([{ code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/billingAddress/company' }]);

    const partialBirthday = await c.json<Json>('POST', '/account/register', registration(uniqueEmail(), { birthdayDay: 1 }));
    expect(
      problems(partialBirthday.body)
        .map((p) => p.pointer)
        .sort(),
    ).toEqual(['/birthdayMonth', '/birthdayYear']);

    const badRefs = await c.json<Json>(
      'POST',
      '/account/register',
      registration(uniqueEmail(), {
        salutationId: 'f'.repeat(32),
        storefrontUrl: 'https://evil.example',
        billingAddress: { street: 'x', zipcode: '49377', city: 'y', countryId: 'nope' },
      }),
    );
    expect(
      problems(badRefs.body)
        .map((p) => p.pointer)
        .sort(),
    ).toEqual(['/billingAddress/countryId', '/salutationId', '/storefrontUrl']);

    const types = await c.json<Json>('POST', '/account/register', registration(uniqueEmail(), { firstName: { a: 1 }, accountType: 'admin' }));
    expect(problems(types.body)).toEqual(
      expect.arrayContaining([
        { code: 'VIOLATION::INVALID_TYPE_ERROR', pointer: '/firstName' },
        { code: 'VIOLATION::NO_SUCH_CHOICE_ERROR', pointer: '/accountType' },
      ]),
    );
    const notJson = await c.call('POST', '/account/register', undefined, { 'content-type': 'application/json' });
    expect([400, 200]).toContain(notJson.statusCode);
    const arrayBody = await c.json('POST', '/account/register', [1, 2]);
    expect(arrayBody.status).toBe(400);
  });
});

describe('addresses (spec §7)', () => {
  it('adds, lists, updates, sets defaults and refuses to delete a default address', async () => {
    const c = shop.client();
    const { customer } = await registerConfirmed(shop, c);
    const list = await c.json<Json>('POST', '/account/list-address', {});
    expect(list.status).toBe(200);
    expectResponse('/account/list-address', 'post', list.body);
    expect(list.body.total).toBe(1);

    const created = await c.json<Json>('POST', '/account/address', {
      salutationId: MRS,
      firstName: 'Anna',
      lastName: 'Schmidt',
      street: 'Weideweg 9',
      zipcode: '5020',
      city: 'Salzburg',
      countryId: AT,
      additionalAddressLine1: 'Stall 3',
      phoneNumber: '+43 662 1234',
    });
    expect(created.status).toBe(200);
    expectResponse('/account/address', 'post', created.body);
    expect(created.body).toMatchObject({ city: 'Salzburg', customerId: customer.id, countryId: AT, additionalAddressLine1: 'Stall 3' });
    expect(created.body.country.iso).toBe('AT');

    const invalid = await c.json<Json>('POST', '/account/address', { firstName: 'A', lastName: 'B', street: 'C', city: 'D', zipcode: 'ABCDE', countryId: DE });
    expect(problems(invalid.body)).toEqual([{ code: 'VIOLATION::ZIP_CODE_INVALID', pointer: '/zipcode' }]);

    const patched = await c.json<Json>('PATCH', `/account/address/${created.body.id}`, { street: 'Weideweg 11', zipcode: '5020' });
    expect(patched.status).toBe(200);
    expectResponse('/account/address/{addressId}', 'patch', patched.body);
    expect(patched.body).toMatchObject({ street: 'Weideweg 11', city: 'Salzburg' });
    const badPatch = await c.json<Json>('PATCH', `/account/address/${created.body.id}`, { zipcode: '12345' });
    expect(problems(badPatch.body)).toEqual([{ code: 'VIOLATION::ZIP_CODE_INVALID', pointer: '/zipcode' }]);

    const filtered = await c.json<Json>('POST', '/account/list-address', { filter: [{ type: 'equals', field: 'city', value: 'Salzburg' }] });
    expect(filtered.body.elements.map((a: Json) => a.id)).toEqual([created.body.id]);

    const shipping = await c.call('PATCH', `/account/address/default-shipping/${created.body.id}`);
    expect(shipping.statusCode).toBe(204);
    const me = await c.json<Json>('POST', '/account/customer');
    expect(me.body.defaultShippingAddressId).toBe(created.body.id);
    expect(me.body.activeShippingAddress.city).toBe('Salzburg');
    // the shipping country follows the default shipping address
    expect((await c.json<Json>('GET', '/context')).body.shippingLocation.country.iso).toBe('AT');

    const refused = await c.json('DELETE', `/account/address/${created.body.id}`);
    expectError(refused.body, 400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT');
    expect((await c.call('PATCH', `/account/address/default-billing/${created.body.id}`)).statusCode).toBe(204);
    expect((await c.call('PATCH', `/account/address/default-shipping/${customer.defaultBillingAddressId}`)).statusCode).toBe(204);
    expectError((await c.json('DELETE', `/account/address/${created.body.id}`)).body, 400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT');
    expect((await c.call('PATCH', `/account/address/default-billing/${customer.defaultBillingAddressId}`)).statusCode).toBe(204);
    const deleted = await c.call('DELETE', `/account/address/${created.body.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await c.json<Json>('POST', '/account/list-address', {})).body.total).toBe(1);
  });

  it("does not reveal other customers' addresses (404) and validates ids", async () => {
    const owner = shop.client();
    const { customer } = await registerConfirmed(shop, owner);
    const other = shop.client();
    await login(other, DEMO.username, DEMO.password);
    const id = customer.defaultBillingAddressId as string;
    for (const [method, path] of [
      ['PATCH', `/account/address/${id}`],
      ['DELETE', `/account/address/${id}`],
      ['PATCH', `/account/address/default-billing/${id}`],
      ['PATCH', `/account/address/default-shipping/${id}`],
      ['DELETE', '/account/address/not-an-id'],
    ] as const) {
      const res = await other.json(method, path, method === 'PATCH' ? { city: 'X' } : undefined);
      expectError(res.body, 404, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND');
    }
    const ctx = await other.json('PATCH', '/context', { shippingAddressId: id });
    expectError(ctx.body, 400, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND');
  });

  it('switches the session address through PATCH /context and refuses to delete the active one', async () => {
    const c = shop.client();
    await registerConfirmed(shop, c);
    const extra = await c.json<Json>('POST', '/account/address', { firstName: 'A', lastName: 'B', street: 'C 1', city: 'Luxembourg', zipcode: '1234', countryId: idFor('country:LU') });
    expect(extra.status).toBe(200);
    expect((await c.json('PATCH', '/context', { shippingAddressId: extra.body.id })).status).toBe(200);
    const ctx = await c.json<Json>('GET', '/context');
    expect(ctx.body.shippingLocation.country.iso).toBe('LU');
    expect(ctx.body.customer.activeShippingAddress.id).toBe(extra.body.id);
    expectError((await c.json('DELETE', `/account/address/${extra.body.id}`)).body, 400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE');
  });
});

describe('profile, e-mail and password changes', () => {
  it('changes the profile and switches to a business account with VAT ID', async () => {
    const c = shop.client();
    await registerConfirmed(shop, c);
    const res = await c.json<Json>('POST', '/account/change-profile', { firstName: 'Annette', lastName: 'Schmitt', salutationId: MRS, birthdayDay: 1, birthdayMonth: 2, birthdayYear: 1985 });
    expect(res.status).toBe(200);
    expectResponse('/account/change-profile', 'post', res.body);
    const me = await c.json<Json>('POST', '/account/customer');
    expect(me.body).toMatchObject({ firstName: 'Annette', lastName: 'Schmitt', birthday: '1985-02-01' });

    const blank = await c.json<Json>('POST', '/account/change-profile', { firstName: ' ', lastName: '' });
    expect(problems(blank.body)).toEqual([
      { code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/firstName' },
      { code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/lastName' },
    ]);
    const vat = await c.json<Json>('POST', '/account/change-profile', { firstName: 'A', lastName: 'B', accountType: 'business', company: 'Hof', vatIds: ['DE12'] });
    expect(problems(vat.body)).toEqual([{ code: 'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', pointer: '/vatIds' }]);
    const business = await c.json('POST', '/account/change-profile', { firstName: 'A', lastName: 'B', accountType: 'business', company: 'Hof', vatIds: ['DE111222333'] });
    expect(business.status).toBe(200);
    const after = await c.json<Json>('POST', '/account/customer');
    expectSchema('Customer', after.body);
    expect(after.body).toMatchObject({ accountType: 'business', company: 'Hof', vatIds: ['DE111222333'] });
    expect((await c.json<Json>('GET', '/context')).body.context.taxState).toBe('net');
  });

  it('changes the e-mail address with confirmation and the current password', async () => {
    const c = shop.client();
    const { email } = await registerConfirmed(shop, c);
    const next = uniqueEmail('neu');
    const wrong = await c.json<Json>('POST', '/account/change-email', { email: next, emailConfirmation: next, password: 'falsch' });
    expect(problems(wrong.body)).toEqual([{ code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', pointer: '/password' }]);
    const mismatch = await c.json<Json>('POST', '/account/change-email', { email: next, emailConfirmation: 'other@example.com', password: 'Sattelkammer1' });
    expect(problems(mismatch.body)).toEqual([{ code: 'VIOLATION::NOT_EQUAL_ERROR', pointer: '/emailConfirmation' }]);
    const taken = await c.json<Json>('POST', '/account/change-email', { email: DEMO.username, emailConfirmation: DEMO.username, password: 'Sattelkammer1' });
    expect(problems(taken.body)).toEqual([{ code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', pointer: '/email' }]);
    const ok = await c.json<Json>('POST', '/account/change-email', { email: next, emailConfirmation: next, password: 'Sattelkammer1' });
    expect(ok.status).toBe(200);
    expectResponse('/account/change-email', 'post', ok.body);
    expect((await login(shop.client(), email, 'Sattelkammer1')).status).toBe(401);
    expect((await login(shop.client(), next, 'Sattelkammer1')).status).toBe(200);
  });

  it("changes the password and ends the customer's other sessions", async () => {
    const c = shop.client();
    const { email } = await registerConfirmed(shop, c);
    const other = shop.client();
    expect((await login(other, email, 'Sattelkammer1')).status).toBe(200);
    const wrong = await c.json<Json>('POST', '/account/change-password', { password: 'nope', newPassword: 'Heunetz2026', newPasswordConfirm: 'Heunetz2026' });
    expect(problems(wrong.body)).toEqual([{ code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', pointer: '/password' }]);
    const mismatch = await c.json<Json>('POST', '/account/change-password', { password: 'Sattelkammer1', newPassword: 'Heunetz2026', newPasswordConfirm: 'Heunetz2027' });
    expect(problems(mismatch.body)).toEqual([{ code: 'VIOLATION::NOT_EQUAL_ERROR', pointer: '/newPasswordConfirm' }]);
    const short = await c.json<Json>('POST', '/account/change-password', { password: 'Sattelkammer1', newPassword: 'abc', newPasswordConfirm: 'abc' });
    expect(problems(short.body)[0]).toEqual({ code: 'VIOLATION::TOO_SHORT_ERROR', pointer: '/newPassword' });
    const ok = await c.json<Json>('POST', '/account/change-password', { password: 'Sattelkammer1', newPassword: 'Heunetz2026', newPasswordConfirm: 'Heunetz2026' });
    expect(ok.status).toBe(200);
    expectResponse('/account/change-password', 'post', ok.body);
    expect((await c.json('POST', '/account/customer')).status).toBe(200);
    expect((await other.json('POST', '/account/customer')).status).toBe(403);
    expect((await login(shop.client(), email, 'Sattelkammer1')).status).toBe(401);
    expect((await login(shop.client(), email, 'Heunetz2026')).status).toBe(200);
  });

  it('recovers a forgotten password with the mailed link (2 h), without revealing accounts', async () => {
    const { email } = await registerConfirmed(shop, shop.client());
    const c = shop.client();
    const unknown = await c.json<Json>('POST', '/account/recovery-password', { email: 'unknown@example.com', storefrontUrl: STOREFRONT });
    expect(unknown.status).toBe(200);
    expect(await mailbox(shop, 'unknown@example.com')).toEqual([]);
    const res = await c.json<Json>('POST', '/account/recovery-password', { email, storefrontUrl: `${STOREFRONT}/en-GB` });
    expect(res.status).toBe(200);
    expectResponse('/account/recovery-password', 'post', res.body);
    const [mail] = await mailbox(shop, email);
    expect(mail.template).toBe('customer_password_recovery');
    const hash = linkIn(mail, `${STOREFRONT}/en-GB/account/recover/password`).searchParams.get('hash')!;

    const expired = await c.json<Json>('POST', '/account/customer-recovery-is-expired', { hash });
    expect(expired.body.isExpired).toBe(false);
    const mismatch = await c.json<Json>('POST', '/account/recovery-password-confirm', { hash, newPassword: 'Futterkiste9', newPasswordConfirm: 'Futterkiste8' });
    expect(problems(mismatch.body)).toEqual([{ code: 'VIOLATION::NOT_EQUAL_ERROR', pointer: '/newPasswordConfirm' }]);
    const unknownHash = await c.json('POST', '/account/recovery-password-confirm', { hash: 'x'.repeat(32), newPassword: 'Futterkiste9', newPasswordConfirm: 'Futterkiste9' });
    expectError(unknownHash.body, 404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH');
    const ok = await c.json<Json>('POST', '/account/recovery-password-confirm', { hash, newPassword: 'Futterkiste9', newPasswordConfirm: 'Futterkiste9' });
    expect(ok.status).toBe(200);
    expectResponse('/account/recovery-password-confirm', 'post', ok.body);
    expect((await login(shop.client(), email, 'Futterkiste9')).status).toBe(200);
    expectError((await c.json('POST', '/account/recovery-password-confirm', { hash, newPassword: 'Futterkiste9', newPasswordConfirm: 'Futterkiste9' })).body, 404);

    // a link older than two hours is refused with 410
    await c.json('POST', '/account/recovery-password', { email, storefrontUrl: STOREFRONT });
    const old = linkIn((await mailbox(shop, email))[0], `${STOREFRONT}/account/recover/password`).searchParams.get('hash')!;
    shop.db.prepare('UPDATE customer_recovery SET created_at = ? WHERE hash = ?').run(new Date(Date.now() - 2 * 3600_000 - 1000).toISOString(), old);
    expect((await c.json<Json>('POST', '/account/customer-recovery-is-expired', { hash: old })).body.isExpired).toBe(true);
    expectError(
      (await c.json('POST', '/account/recovery-password-confirm', { hash: old, newPassword: 'Futterkiste9', newPasswordConfirm: 'Futterkiste9' })).body,
      410,
      'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
    );

    const invalid = await c.json<Json>('POST', '/account/recovery-password', { email: 'x', storefrontUrl: 'ftp://x' });
    expect(
      problems(invalid.body)
        .map((p) => p.pointer)
        .sort(),
    ).toEqual(['/email', '/storefrontUrl']);
  });

  it('sets the default payment method and the language, and deletes the account', async () => {
    const c = shop.client();
    const { email } = await registerConfirmed(shop, c);
    const invoice = idFor('payment:invoice');
    const res = await c.json<Json>('POST', `/account/change-payment-method/${invoice}`);
    expect(res.status).toBe(200);
    const me = await c.json<Json>('POST', '/account/customer');
    expect(me.body.defaultPaymentMethodId).toBe(invoice);
    expect(me.body.defaultPaymentMethod.id).toBe(invoice);
    expect((await c.json<Json>('GET', '/context')).body.paymentMethod.id).toBe(invoice);
    expectError((await c.json('POST', `/account/change-payment-method/${'0'.repeat(32)}`)).body, 400, 'CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND');

    const en = idFor('language:en-GB');
    expect((await c.json('POST', '/account/change-language', { languageId: en })).status).toBe(200);
    expect((await c.json<Json>('POST', '/account/customer')).body.languageId).toBe(en);
    expect(problems((await c.json('POST', '/account/change-language', { languageId: 'x' })).body)).toEqual([{ code: 'VIOLATION::ENTITY_NOT_FOUND', pointer: '/languageId' }]);

    const newsletter = await c.json<Json>('POST', '/account/newsletter-recipient');
    expectResponse('/account/newsletter-recipient', 'post', newsletter.body);
    expect(newsletter.body.status).toBe('undefined');

    // deleting needs the current password (a clear violation for the storefront's form)
    expect(problems((await c.json('DELETE', '/account/customer', {})).body)).toEqual([{ code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/password' }]);
    expect(problems((await c.json('DELETE', '/account/customer', { password: 'Falsch-Passwort' })).body)).toEqual([{ code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', pointer: '/password' }]);
    const del = await c.call('DELETE', '/account/customer', { password: 'Sattelkammer1' });
    expect(del.statusCode).toBe(204);
    expect((await c.json<Json>('GET', '/context')).body.customer).toBeNull();
    expect((await login(shop.client(), email, 'Sattelkammer1')).status).toBe(401);
    // the address can be registered again
    expect((await shop.client().json('POST', '/account/register', registration(email))).status).toBe(200);
  });
});
