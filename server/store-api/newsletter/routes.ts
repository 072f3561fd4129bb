import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { StoreDeps } from '../hooks';
import { sendMail } from '../../mail/send';
import { errors } from '../errors';
import { limitRequest } from '../rateLimit';
import { idempotent } from '../idempotency';
import { currentCustomer, nowIso, email as emailField, entityId, storefrontUrl, str, type Body } from '../account/public';
import { readBody, Violations } from '../validation';
import { confirmOptIn, findRecipient, findRecipientByHash, insertRecipient, optOut, updateRecipient, type NewsletterStatus } from './recipientRepository';

/**
 * Newsletter with double opt-in (Shopware's NewsletterSubscribeRoute): subscribing stores the
 * recipient as notSet and mails a confirmation link; following it (POST /newsletter/confirm)
 * makes it optIn. A logged-in customer subscribing their own address with option "direct" needs
 * no confirmation. Unsubscribing sets optOut.
 */
const OPTIONS = ['subscribe', 'direct', 'confirmSubscribe', 'unsubscribe'] as const;

/** The storefront of a locale on this server (de-DE has no prefix), for links in mails sent without a storefront URL. */
const storefrontBase = (deps: AppDeps, locale: string) => `${deps.config.publicUrl.replace(/\/+$/, '')}${locale === 'de-DE' ? '' : `/${locale}`}`;

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
const success = () => ({ success: true, apiAlias: 'array_struct' });

export function newsletterRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db } = deps;

  /**
   * Unsubscribing needs the hash of the mailed link, unless a signed-in customer unsubscribes their
   * own address. The answer is the same whether the address exists, the hash fits or not: nobody
   * learns who is subscribed, and nobody unsubscribes a stranger.
   */
  const unsubscribe = (req: FastifyRequest, c: Violations, body: Body, mail: string | null) => {
    const customer = currentCustomer(db, req.ctx);
    const own = !!mail && !!customer && !customer.guest && customer.email.toLowerCase() === mail.toLowerCase();
    const hash = own ? null : str(c, body, 'hash', '/hash', { required: true, max: 100 });
    const valid = c.required({ mail });
    limitRequest(deps, req, 'newsletter_form');
    const recipient = findRecipient(db, req.ctx.salesChannel.id, valid.mail);
    const given = Buffer.from(hash ?? '');
    const expected = Buffer.from(recipient?.hash ?? '');
    const hashFits = expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given);
    if (recipient && (own || hashFits) && recipient.status !== 'optOut') {
      optOut(db, recipient.id, nowIso());
    }
    return success();
  };

  /** The link in every newsletter mail: the page asks once more, then sends address and hash. */
  const unsubscribeUrl = (base: string, mail: string, hash: string) => `${base}/newsletter-subscribe?unsubscribe&email=${encodeURIComponent(mail)}&hash=${hash}`;

  // A repeated Idempotency-Key (an offline outbox replaying) gets the first answer, no second mail.
  api.post('/newsletter/subscribe', async (req, reply) =>
    idempotent(db, req, reply, 'newsletter-subscribe', () => {
      const body = readBody(req.body);
      const c = new Violations();
      const mail = emailField(c, body, 'email', '/email');
      const option = body.option;
      if (option === undefined || option === null || option === '') c.blank('/option', option);
      else if (typeof option !== 'string' || !(OPTIONS as readonly string[]).includes(option)) c.choice('/option', option, OPTIONS);
      if (option === 'unsubscribe') return unsubscribe(req, c, body, mail);
      const url = storefrontUrl(c, deps, req.ctx, body);
      const salutationId = entityId(c, db, body, 'salutationId', '/salutationId', 'salutation', 'salutation');
      const title = str(c, body, 'title', '/title', { max: 100, noUrl: true });
      const firstName = str(c, body, 'firstName', '/firstName', { noUrl: true });
      const lastName = str(c, body, 'lastName', '/lastName', { noUrl: true });
      const street = str(c, body, 'street', '/street');
      const zipCode = str(c, body, 'zipCode', '/zipCode', { max: 50 });
      const city = str(c, body, 'city', '/city');
      const languageId = entityId(c, db, body, 'languageId', '/languageId', 'language', 'language') ?? req.ctx.language.id;
      const valid = c.required({ mail, url });
      limitRequest(deps, req, 'newsletter_form');

      const customer = currentCustomer(db, req.ctx);
      const direct = option === 'direct' && !!customer && !customer.guest && customer.email.toLowerCase() === valid.mail.toLowerCase();
      const existing = findRecipient(db, req.ctx.salesChannel.id, valid.mail);
      if (existing && (existing.status === 'optIn' || existing.status === 'direct')) {
        return { success: true, status: existing.status, apiAlias: 'array_struct' };
      }
      const status: NewsletterStatus = direct ? 'direct' : 'notSet';
      const hash = randomBytes(16).toString('hex');
      const now = nowIso();
      db.transaction(() => {
        const data = { status, hash, salutationId, title, firstName, lastName, street, zipCode, city, languageId, confirmedAt: direct ? now : null };
        if (existing) updateRecipient(db, existing.id, data, now);
        else insertRecipient(db, req.ctx.salesChannel.id, valid.mail, data, now);
        const stored = findRecipient(db, req.ctx.salesChannel.id, valid.mail);
        if (!stored) throw new Error('The newsletter recipient just stored is missing.');
        if (direct) {
          sendMail(deps, { to: stored.email, locale: req.ctx.locale, template: 'newsletter_register', data: { firstName, lastName, unsubscribeUrl: unsubscribeUrl(valid.url, stored.email, hash) } });
        } else {
          sendMail(deps, {
            to: stored.email,
            locale: req.ctx.locale,
            template: 'newsletter_doi',
            data: { firstName, lastName, confirmUrl: `${url}/newsletter-subscribe?em=${sha1(stored.email)}&hash=${hash}` },
          });
        }
      })();
      return { success: true, status, apiAlias: 'array_struct' };
    }),
  );

  api.post('/newsletter/confirm', async (req) => {
    const body = readBody(req.body);
    const c = new Violations();
    const hash = str(c, body, 'hash', '/hash', { required: true, max: 100 });
    const em = str(c, body, 'em', '/em', { required: true, max: 100 });
    const valid = c.required({ em, hash });
    const recipient = findRecipientByHash(db, req.ctx.salesChannel.id, valid.hash);
    const expected = recipient ? Buffer.from(sha1(recipient.email)) : null;
    const given = Buffer.from(valid.em.toLowerCase());
    if (!recipient || !expected || expected.length !== given.length || !timingSafeEqual(expected, given) || recipient.status === 'optOut') {
      throw errors.newsletterRecipientNotFound('hash', valid.hash);
    }
    if (recipient.status === 'notSet') {
      const now = nowIso();
      db.transaction(() => {
        confirmOptIn(db, recipient.id, now);
        sendMail(deps, {
          to: recipient.email,
          locale: req.ctx.locale,
          template: 'newsletter_register',
          data: { firstName: recipient.first_name, lastName: recipient.last_name, unsubscribeUrl: unsubscribeUrl(storefrontBase(deps, req.ctx.locale), recipient.email, recipient.hash) },
        });
      })();
    }
    return success();
  });

  api.post('/newsletter/unsubscribe', async (req) => {
    const body = readBody(req.body);
    const c = new Violations();
    const mail = emailField(c, body, 'email', '/email');
    return unsubscribe(req, c, body, mail);
  });
}
