import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { StoreDeps } from '../hooks';
import { isId, newId, newToken } from '../../lib/ids';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { isCommonPassword } from '../../lib/commonPasswords';
import { sendMail } from '../../mail/send';
import { applyIncludes, readRequestCriteria } from '../criteria';
import { errors, VIOLATION } from '../errors';
import { saveContext, salesChannelConfig, type RequestContext } from '../context/public';
import { limitRequest, resetRateLimit } from '../rateLimit';
import { insertAddress } from './addressRepository';
import { findRegisteredCustomer, loadAddress, loadCustomer, nextCustomerNumber, nowIso, requireCustomer, serializeCustomer, type CustomerRow } from './customers';
import { endOtherSessions, loginSession, logoutSession } from './session';
import {
  confirmRegistration,
  convertGuest,
  deleteCustomer,
  deleteRecoveriesOf,
  deleteRecovery,
  findByOptInHash,
  findCountry,
  findRecovery,
  insertCustomer,
  isActivePaymentMethod,
  newsletterStatus,
  renewOptInHash,
  replaceRecovery,
  salutationExists,
  setDefaultAddresses,
  setDefaultPaymentMethod,
  setLanguage,
  setPasswordHash,
  updateEmail,
  updateProfile,
} from './customerRepository';
import { address, birthday, bool, email as emailField, entityId, nested, storefrontUrl, str, vatIds, withDefaultSalutation, type AddressInput, type Body } from './validation';
import { readBody, Violations } from '../validation';

/** Password recovery links are valid this long (Shopware: 2 hours). */
export const RECOVERY_VALID_HOURS = 2;
/** Password policy: at least 10 characters and none of the most common ones. */
export const PASSWORD_MIN = 10;
const PASSWORD_MAX = 1024;

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
const success = () => ({ success: true, apiAlias: 'array_struct' });

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Shop settings from the sales channel config, with the demo's defaults. */
export function accountSettings(ctx: RequestContext): { doubleOptInRegistration: boolean; requireDataProtection: boolean } {
  const cfg = salesChannelConfig(ctx.salesChannel);
  return {
    doubleOptInRegistration: cfg.doubleOptInRegistration !== false,
    requireDataProtection: cfg.requireDataProtectionCheckbox === true,
  };
}

/** A new password: the policy's length and not one of the most common passwords. */
function newPassword(c: Violations, body: Record<string, unknown>, key: string, pointer: string): string | null {
  const value = str(c, body, key, pointer, { required: true, min: PASSWORD_MIN, max: PASSWORD_MAX, secret: true });
  if (value !== null && isCommonPassword(value)) {
    c.add(pointer, PASSWORD_TOO_COMMON, 'This password is too common. Choose one that is harder to guess.', { '{{ min }}': PASSWORD_MIN });
    return null;
  }
  return value;
}

/** Violation code of a password from the list of common passwords (the storefront translates it). */
export const PASSWORD_TOO_COMMON = 'VIOLATION::PASSWORD_TOO_COMMON';

/**
 * A customer's current-password check with Shopware's violation on `/password`, throttled per
 * customer (and IP) like the login, so a stolen session cannot guess the password.
 */
async function checkPassword(deps: AppDeps, req: FastifyRequest, c: Violations, customer: CustomerRow, password: string | null, pointer = '/password'): Promise<void> {
  if (password === null) return;
  const key = limitRequest(deps, req, 'password_check', customer.id);
  if (!(await verifyPassword(password, customer.password_hash))) {
    c.add(pointer, 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', 'Your password is wrong', {});
  } else {
    resetRateLimit(deps.db, 'password_check', key);
  }
}

function emailTaken(deps: AppDeps, email: string, exceptId?: string): boolean {
  const other = findRegisteredCustomer(deps.db, email);
  return !!other && other.id !== exceptId;
}

const notUnique = (c: Violations, email: string, pointer = '/email') => c.add(pointer, VIOLATION.emailNotUnique, `The email address ${email} is already in use.`, { '{{ email }}': email });

const isUniqueViolation = (e: unknown) => e instanceof Error && 'code' in e && String((e as { code: unknown }).code).startsWith('SQLITE_CONSTRAINT_UNIQUE');

export function accountRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db, config } = deps;

  // ── Registration ────────────────────────────────────────────────────────────────────────────
  api.post('/account/register', async (req) => {
    const body = withDefaultSalutation(db, { ...readBody(req.body) });
    const c = new Violations();
    const guest = bool(c, body, 'guest', '/guest') ?? false;
    limitRequest(deps, req, 'registration');
    // Like Shopware's RegisterRoute: names absent at the top level come from the billing address, and
    // the top-level salutation and names (and title) always replace the billing address's own.
    const billingIn = nested(body, 'billingAddress');
    if (billingIn) {
      if (!('firstName' in body) && 'firstName' in billingIn) body.firstName = billingIn.firstName;
      if (!('lastName' in body) && 'lastName' in billingIn) body.lastName = billingIn.lastName;
      // An unknown top-level salutation is reported once, at /salutationId.
      const knownSalutation = isId(body.salutationId) && salutationExists(db, body.salutationId);
      const billingCopy: Record<string, unknown> = { ...billingIn, firstName: body.firstName, lastName: body.lastName, salutationId: knownSalutation ? body.salutationId : undefined };
      if ('title' in body) billingCopy.title = body.title;
      body.billingAddress = billingCopy;
    }

    const accountType = body.accountType === undefined || body.accountType === null || body.accountType === '' ? 'private' : body.accountType;
    if (accountType !== 'private' && accountType !== 'business') c.choice('/accountType', accountType, ['private', 'business']);
    const business = accountType === 'business';
    const mail = emailField(c, body, 'email', '/email');
    const password = guest ? null : newPassword(c, body, 'password', '/password');
    const salutationId = entityId(c, db, body, 'salutationId', '/salutationId', 'salutation', 'salutation');
    const title = str(c, body, 'title', '/title', { max: 100 });
    const firstName = str(c, body, 'firstName', '/firstName', { required: true, noUrl: true });
    const lastName = str(c, body, 'lastName', '/lastName', { required: true, noUrl: true });
    const url = storefrontUrl(c, deps, req.ctx, body);
    const birth = birthday(c, body);
    const affiliateCode = str(c, body, 'affiliateCode', '/affiliateCode');
    const campaignCode = str(c, body, 'campaignCode', '/campaignCode');
    const settings = accountSettings(req.ctx);
    const accepted = bool(c, body, 'acceptedDataProtection', '/acceptedDataProtection');
    if (settings.requireDataProtection && !guest && accepted !== true) c.blank('/acceptedDataProtection', body.acceptedDataProtection);

    // The customer's name, salutation and company fill the addresses where they are not given.
    const defaults: Body = { firstName: body.firstName, lastName: body.lastName, salutationId: salutationId ?? undefined, title: title ?? undefined, company: body.company };
    const billingBody = nested(body, 'billingAddress');
    const shippingBody = nested(body, 'shippingAddress');
    let billing: AddressInput | null = null;
    if (!billingBody) c.blank('/billingAddress', body.billingAddress);
    else billing = address(c, db, { ...defaults, ...billingBody }, '/billingAddress', { requireCompany: business, shipping: !shippingBody });
    let shipping: AddressInput | null = null;
    if (body.shippingAddress !== undefined && body.shippingAddress !== null && !shippingBody) c.type('/shippingAddress', 'array', body.shippingAddress);
    if (shippingBody) shipping = address(c, db, { ...defaults, company: undefined, ...shippingBody }, '/shippingAddress', { shipping: true });

    let vat: string[] = [];
    if (business) {
      const country = billingBody && isId(billingBody.countryId) ? findCountry(db, billingBody.countryId) : undefined;
      vat = vatIds(c, body, country) ?? [];
    }
    if (mail && !guest && emailTaken(deps, mail)) notUnique(c, mail);
    const registered = c.required({ mail, firstName, lastName, billing });

    const passwordHash = password ? await hashPassword(password) : null;
    const doubleOptIn = !guest && settings.doubleOptInRegistration;
    const customerId = newId();
    const hash = doubleOptIn ? randomBytes(20).toString('hex') : null;
    const now = nowIso();
    try {
      db.transaction(() => {
        insertCustomer(db, {
          id: customerId,
          salesChannelId: req.ctx.salesChannel.id,
          languageId: req.ctx.language.id,
          customerNumber: nextCustomerNumber(db),
          accountType: business ? 'business' : 'private',
          salutationId,
          title,
          firstName: registered.firstName,
          lastName: registered.lastName,
          email: registered.mail,
          passwordHash,
          guest,
          active: !doubleOptIn,
          doubleOptInRegistration: doubleOptIn,
          doubleOptInEmailSentDate: doubleOptIn ? now : null,
          hash,
          company: business ? (registered.billing.company ?? null) : null,
          vatIds: business ? vat : [],
          birthday: birth ?? null,
          defaultPaymentMethodId: isActivePaymentMethod(db, req.ctx.paymentMethodId) ? req.ctx.paymentMethodId : null,
          affiliateCode,
          campaignCode,
          createdAt: now,
        });
        const billingId = insertAddress(db, customerId, registered.billing);
        const shippingId = shipping ? insertAddress(db, customerId, shipping) : billingId;
        setDefaultAddresses(db, customerId, billingId, shippingId);
        if (doubleOptIn) {
          sendMail(deps, {
            to: registered.mail,
            locale: req.ctx.locale,
            template: 'customer_register_doi',
            data: { firstName: registered.firstName, lastName: registered.lastName, confirmUrl: `${url}/registration/confirm?em=${sha1(registered.mail)}&hash=${hash}` },
          });
        } else if (!guest) {
          sendMail(deps, {
            to: registered.mail,
            locale: req.ctx.locale,
            template: 'customer_register',
            data: { firstName: registered.firstName, lastName: registered.lastName, email: registered.mail, accountUrl: `${url}/account` },
          });
        }
      })();
    } catch (error) {
      if (isUniqueViolation(error)) {
        const again = new Violations();
        notUnique(again, registered.mail);
        again.throwIfAny();
      }
      throw error;
    }

    const customer = loadCustomer(db, customerId)!;
    if (customer.active) loginSession(deps, req, customer);
    return serializeCustomer(deps, loadCustomer(db, customerId)!, req.ctx);
  });

  api.post('/account/register-confirm', async (req) => {
    const body = readBody(req.body);
    const c = new Violations();
    const hash = str(c, body, 'hash', '/hash', { max: 100 });
    if (hash === null) throw errors.noHashProvided();
    const em = str(c, body, 'em', '/em', { required: true, max: 100 });
    const valid = c.required({ em });
    const customer = findByOptInHash(db, hash);
    const notFound = () => errors.customerNotFoundByHash(hash);
    if (!customer) throw notFound();
    if (customer.active || customer.double_opt_in_confirm_date) {
      throw errors.customerAlreadyConfirmed(customer.id);
    }
    if (!safeEqual(sha1(customer.email), valid.em.toLowerCase())) throw notFound();
    db.transaction(() => {
      confirmRegistration(db, customer.id);
      sendMail(deps, {
        to: customer.email,
        locale: req.ctx.locale,
        template: 'customer_register',
        data: { firstName: customer.first_name, lastName: customer.last_name, email: customer.email, accountUrl: `${config.publicUrl}/account` },
      });
    })();
    const confirmed = loadCustomer(db, customer.id)!;
    loginSession(deps, req, confirmed);
    return serializeCustomer(deps, loadCustomer(db, customer.id)!, req.ctx);
  });

  // A new confirmation mail for a registration that was never confirmed (the old link expired or
  // got lost). Not a Shopware route: the storefront's "request a new mail" on /registration/confirm.
  // Always the same answer, so nobody learns whether an address is registered.
  api.post('/account/register-confirm/resend', async (req) => {
    const body = readBody(req.body);
    const c = new Violations();
    const mail = emailField(c, body, 'email', '/email');
    const url = storefrontUrl(c, deps, req.ctx, body);
    const valid = c.required({ mail });
    limitRequest(deps, req, 'registration', valid.mail);
    const customer = findRegisteredCustomer(db, valid.mail);
    if (!customer || customer.active || !customer.double_opt_in_registration || customer.double_opt_in_confirm_date) return success();
    const hash = randomBytes(20).toString('hex');
    db.transaction(() => {
      renewOptInHash(db, customer.id, hash);
      sendMail(deps, {
        to: customer.email,
        locale: req.ctx.locale,
        template: 'customer_register_doi',
        data: { firstName: customer.first_name, lastName: customer.last_name, confirmUrl: `${url}/registration/confirm?em=${sha1(customer.email)}&hash=${hash}` },
      });
    })();
    return success();
  });

  // Turns the guest of this session into a registered customer (after a guest order).
  api.post('/account/convert-guest', async (req) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    if (!customer.guest) throw errors.customerNotGuest();
    const body = readBody(req.body);
    const c = new Violations();
    const password = newPassword(c, body, 'password', '/password');
    if (emailTaken(deps, customer.email, customer.id)) notUnique(c, customer.email);
    const valid = c.required({ password });
    const passwordHash = await hashPassword(valid.password);
    try {
      convertGuest(db, customer.id, passwordHash);
    } catch (error) {
      if (isUniqueViolation(error)) {
        const again = new Violations();
        notUnique(again, customer.email);
        again.throwIfAny();
      }
      throw error;
    }
    return success();
  });

  // ── Login / logout ──────────────────────────────────────────────────────────────────────────
  api.post('/account/login', async (req) => {
    const body = readBody(req.body);
    const rawUser = body.username ?? body.email;
    const username = typeof rawUser === 'string' ? rawUser.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !password || username.length > 254 || password.length > PASSWORD_MAX) throw errors.badCredentials();
    // Per IP across all accounts (password spraying), then per account and IP.
    limitRequest(deps, req, 'login_ip');
    const limitKey = limitRequest(deps, req, 'login', username);

    const customer = findRegisteredCustomer(db, username);
    // Deactivated accounts (confirmed, then switched off) are treated like unknown ones.
    const usable = customer && (customer.active || (customer.double_opt_in_registration && !customer.double_opt_in_confirm_date)) ? customer : undefined;
    const valid = await verifyPassword(password, usable?.password_hash ?? (await dummyPasswordHash()));
    if (!usable || !valid) throw errors.badCredentials();
    resetRateLimit(db, 'login', limitKey);
    if (!usable.active) {
      throw errors.customerOptInNotCompleted(usable.id);
    }
    const token = loginSession(deps, req, usable);
    return { contextToken: token, apiAlias: 'array_struct' };
  });

  api.post('/account/logout', async (req) => {
    requireCustomer(db, req.ctx, { allowGuest: true });
    const token = logoutSession(deps, req);
    return { contextToken: token, apiAlias: 'array_struct' };
  });

  // ── Profile ─────────────────────────────────────────────────────────────────────────────────
  const readCustomer = async (req: FastifyRequest) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    const criteria = readRequestCriteria(req, {});
    return applyIncludes(serializeCustomer(deps, customer, req.ctx), criteria.includes, criteria.excludes);
  };
  api.post('/account/customer', readCustomer);
  api.get('/account/customer', readCustomer);

  api.delete('/account/customer', async (req, reply) => {
    const customer = requireCustomer(db, req.ctx);
    // Deleting the account needs the current password (a stolen session alone must not do it).
    const body = readBody(req.body);
    const c = new Violations();
    const password = str(c, body, 'password', '/password', { required: true, max: PASSWORD_MAX, secret: true });
    await checkPassword(deps, req, c, customer, password);
    c.throwIfAny();
    db.transaction(() => {
      deleteCustomer(db, customer.id);
      endOtherSessions(deps, customer.id, null);
    })();
    logoutSession(deps, req);
    return reply.status(204).send();
  });

  api.post('/account/change-profile', async (req) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    const body = withDefaultSalutation(db, readBody(req.body));
    const c = new Violations();
    const accountType = body.accountType === undefined || body.accountType === null || body.accountType === '' ? 'private' : body.accountType;
    if (accountType !== 'private' && accountType !== 'business') c.choice('/accountType', accountType, ['private', 'business']);
    const business = accountType === 'business';
    const salutationId = entityId(c, db, body, 'salutationId', '/salutationId', 'salutation', 'salutation');
    const title = str(c, body, 'title', '/title', { max: 100 });
    const firstName = str(c, body, 'firstName', '/firstName', { required: true, noUrl: true });
    const lastName = str(c, body, 'lastName', '/lastName', { required: true, noUrl: true });
    const birth = birthday(c, body);
    const company = business ? str(c, body, 'company', '/company', { required: true }) : null;
    let vat: string[] = [];
    if (business) {
      const billing = loadAddress(db, customer.default_billing_address_id);
      const country = billing ? findCountry(db, billing.country_id) : undefined;
      vat = vatIds(c, body, country) ?? [];
    }
    const profile = c.required({ firstName, lastName });
    updateProfile(db, customer.id, { accountType: business ? 'business' : 'private', salutationId, title, ...profile, company, vatIds: vat, birthday: birth });
    return success();
  });

  api.post('/account/change-email', async (req) => {
    const customer = requireCustomer(db, req.ctx);
    const body = readBody(req.body);
    const c = new Violations();
    const mail = emailField(c, body, 'email', '/email');
    const confirmation = str(c, body, 'emailConfirmation', '/emailConfirmation', { required: true, max: 254 });
    const password = str(c, body, 'password', '/password', { required: true, max: PASSWORD_MAX, secret: true });
    if (mail && confirmation !== null && mail !== confirmation) {
      c.add('/emailConfirmation', VIOLATION.notEqual, 'The e-mail addresses do not match.', { '{{ compared_value_path }}': 'email' });
    }
    if (mail && emailTaken(deps, mail, customer.id)) notUnique(c, mail);
    await checkPassword(deps, req, c, customer, password);
    const checked = c.required({ mail });
    try {
      updateEmail(db, customer.id, checked.mail);
    } catch (error) {
      if (isUniqueViolation(error)) {
        const again = new Violations();
        notUnique(again, checked.mail);
        again.throwIfAny();
      }
      throw error;
    }
    return success();
  });

  api.post('/account/change-password', async (req) => {
    const customer = requireCustomer(db, req.ctx);
    const body = readBody(req.body);
    const c = new Violations();
    const password = str(c, body, 'password', '/password', { required: true, max: PASSWORD_MAX, secret: true });
    const next = newPassword(c, body, 'newPassword', '/newPassword');
    const confirm = str(c, body, 'newPasswordConfirm', '/newPasswordConfirm', { required: true, max: PASSWORD_MAX, secret: true });
    if (next !== null && confirm !== null && next !== confirm) {
      c.add('/newPasswordConfirm', VIOLATION.notEqual, 'Passwords do not match.', { '{{ compared_value_path }}': 'newPassword' });
    }
    await checkPassword(deps, req, c, customer, password);
    const valid = c.required({ next });
    const passwordHash = await hashPassword(valid.next);
    db.transaction(() => {
      setPasswordHash(db, customer.id, passwordHash);
      deleteRecoveriesOf(db, customer.id);
      endOtherSessions(deps, customer.id, req.ctx.token);
    })();
    return success();
  });

  api.post<{ Params: { paymentMethodId: string } }>('/account/change-payment-method/:paymentMethodId', async (req) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    const { paymentMethodId } = req.params;
    if (!isId(paymentMethodId) || !isActivePaymentMethod(db, paymentMethodId)) {
      throw errors.customerPaymentMethodNotFound(paymentMethodId);
    }
    db.transaction(() => {
      setDefaultPaymentMethod(db, customer.id, paymentMethodId);
      const payload = { ...req.ctx.payload, paymentMethodId };
      saveContext(db, req.ctx.token, payload, req.ctx.customerId);
      req.ctx.payload = payload;
    })();
    return success();
  });

  api.post('/account/change-language', async (req) => {
    const customer = requireCustomer(db, req.ctx);
    const body = readBody(req.body);
    const c = new Violations();
    const languageId = entityId(c, db, body, 'languageId', '/languageId', 'language', 'language', true);
    const { language } = c.required({ language: languageId });
    setLanguage(db, customer.id, language);
    return success();
  });

  // ── Password recovery ───────────────────────────────────────────────────────────────────────
  api.post('/account/recovery-password', async (req) => {
    const body = readBody(req.body);
    const c = new Violations();
    const mail = emailField(c, body, 'email', '/email');
    const url = storefrontUrl(c, deps, req.ctx, body);
    const valid = c.required({ mail });
    limitRequest(deps, req, 'reset_password', valid.mail);
    const customer = findRegisteredCustomer(db, valid.mail);
    // Always the same answer: nobody learns whether an account exists.
    if (!customer) return success();
    const hash = newToken(32);
    db.transaction(() => {
      replaceRecovery(db, customer.id, hash);
      sendMail(deps, {
        to: customer.email,
        locale: req.ctx.locale,
        template: 'customer_password_recovery',
        data: { firstName: customer.first_name, lastName: customer.last_name, resetUrl: `${url}/account/recover/password?hash=${hash}`, validHours: RECOVERY_VALID_HOURS },
      });
    })();
    return success();
  });

  const expired = (createdAt: string) => Date.now() - Date.parse(createdAt) > RECOVERY_VALID_HOURS * 3600 * 1000;

  api.post('/account/customer-recovery-is-expired', async (req) => {
    const body = readBody(req.body);
    const c = new Violations();
    const hash = str(c, body, 'hash', '/hash', { required: true, max: 100 });
    const valid = c.required({ hash });
    const recovery = findRecovery(db, valid.hash);
    if (!recovery) throw errors.customerNotFoundByHash(valid.hash);
    const isExpired = expired(recovery.created_at);
    return { isExpired, data: [{ isExpired }], apiAlias: 'array_struct' };
  });

  api.post('/account/recovery-password-confirm', async (req) => {
    const body = readBody(req.body);
    limitRequest(deps, req, 'reset_password', 'confirm');
    const c = new Violations();
    const hash = str(c, body, 'hash', '/hash', { required: true, max: 100 });
    const next = newPassword(c, body, 'newPassword', '/newPassword');
    const confirm = str(c, body, 'newPasswordConfirm', '/newPasswordConfirm', { required: true, max: PASSWORD_MAX, secret: true });
    if (next !== null && confirm !== null && next !== confirm) {
      c.add('/newPasswordConfirm', VIOLATION.notEqual, 'Passwords do not match.', { '{{ compared_value_path }}': 'newPassword' });
    }
    const valid = c.required({ hash, next });
    const recovery = findRecovery(db, valid.hash);
    if (!recovery) throw errors.customerNotFoundByHash(valid.hash);
    if (expired(recovery.created_at)) {
      deleteRecovery(db, recovery.id);
      throw errors.recoveryHashExpired(valid.hash);
    }
    const passwordHash = await hashPassword(valid.next);
    db.transaction(() => {
      setPasswordHash(db, recovery.customer_id, passwordHash);
      deleteRecovery(db, recovery.id);
      endOtherSessions(deps, recovery.customer_id, null);
    })();
    return success();
  });

  // ── Newsletter status of the account ────────────────────────────────────────────────────────
  api.post('/account/newsletter-recipient', async (req) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    return { status: newsletterStatus(db, req.ctx.salesChannel.id, customer.email) ?? 'undefined', apiAlias: 'account_newsletter_recipient' };
  });
}
