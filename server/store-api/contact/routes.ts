import type { FastifyInstance } from 'fastify';
import type { StoreDeps } from '../hooks';
import { translate } from '../../lib/i18n';
import { sendMail, shopMailSettings } from '../../mail/send';
import { salesChannelConfig, languageCode } from '../context/public';
import { limitRequest } from '../rateLimit';
import { salutationFor, bool, email as emailField, entityId, str } from '../account/public';
import { readBody, Violations } from '../validation';
import { isId } from '../../lib/ids';
import { idempotent } from '../idempotency';

/** The contact form's subjects (spec §3), as keys the storefront sends, with their labels. */
export const CONTACT_SUBJECTS = {
  'general-question': { 'de-DE': 'Allgemeine Frage', 'en-GB': 'General question', 'fr-FR': 'Question générale', 'ar-AE': 'سؤال عام' },
  'return-withdrawal': { 'de-DE': 'Rücksendung / Widerruf', 'en-GB': 'Return / withdrawal', 'fr-FR': 'Retour / rétractation', 'ar-AE': 'إرجاع / انسحاب' },
  'order-status': { 'de-DE': 'Bestellstatus', 'en-GB': 'Order status', 'fr-FR': 'Statut de la commande', 'ar-AE': 'حالة الطلب' },
  'event-sponsoring': { 'de-DE': 'Event-Sponsoring', 'en-GB': 'Event sponsoring', 'fr-FR': 'Sponsoring d’événements', 'ar-AE': 'رعاية الفعاليات' },
  cooperation: { 'de-DE': 'Kooperation', 'en-GB': 'Cooperation', 'fr-FR': 'Coopération', 'ar-AE': 'تعاون' },
  'dealer-inquiry': { 'de-DE': 'Händleranfrage', 'en-GB': 'Dealer inquiry', 'fr-FR': 'Demande de revendeur', 'ar-AE': 'استفسار الموزعين' },
  press: { 'de-DE': 'Presse', 'en-GB': 'Press', 'fr-FR': 'Presse', 'ar-AE': 'الصحافة' },
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;
export const CONTACT_COMMENT_MIN = 10;

/** A subject key, or one of the labels in any language, to its key. */
export function contactSubjectKey(value: string): ContactSubject | null {
  const v = value.trim().toLowerCase();
  for (const [key, labels] of Object.entries(CONTACT_SUBJECTS) as Array<[ContactSubject, Record<string, string>]>) {
    if (key === v || Object.values(labels).some((l) => l.toLowerCase() === v)) return key;
  }
  return null;
}

/**
 * POST /contact-form (Shopware's ContactFormRoute): the message goes to the shop's mailbox
 * (sales channel config `contactEmail`) with the sender as reply-to, and a copy to the sender.
 */
export function contactRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db } = deps;

  // A repeated Idempotency-Key (an offline outbox replaying) gets the first answer, no second mail.
  api.post('/contact-form', async (req, reply) =>
    idempotent(db, req, reply, 'contact-form', () => {
      const body = readBody(req.body);
      const c = new Violations();
      const salutationId = entityId(c, db, body, 'salutationId', '/salutationId', 'salutation', 'salutation');
      const firstName = str(c, body, 'firstName', '/firstName', { required: true, noUrl: true });
      const lastName = str(c, body, 'lastName', '/lastName', { required: true, noUrl: true });
      const mail = emailField(c, body, 'email', '/email');
      const phone = str(c, body, 'phone', '/phone', { max: 40 });
      if (phone && !/^[0-9+()\-./\s]{3,40}$/.test(phone)) c.invalid('/phone', 'This value is not a valid phone number.', phone);
      const subjectRaw = str(c, body, 'subject', '/subject', { required: true });
      const subject = subjectRaw ? contactSubjectKey(subjectRaw) : null;
      if (subjectRaw && !subject) c.choice('/subject', subjectRaw, Object.keys(CONTACT_SUBJECTS));
      const comment = str(c, body, 'comment', '/comment', { required: true, min: CONTACT_COMMENT_MIN, max: 10000, multiline: true });
      const cfg = salesChannelConfig(req.ctx.salesChannel);
      const accepted = bool(c, body, 'acceptedDataProtection', '/acceptedDataProtection');
      if (cfg.contactFormRequireDataProtection === true && accepted !== true) c.blank('/acceptedDataProtection', body.acceptedDataProtection);
      for (const key of ['navigationId', 'slotId'] as const) {
        if (body[key] !== undefined && body[key] !== null && body[key] !== '' && !isId(body[key])) c.invalid(`/${key}`, `The value for "${key}" is not a valid id.`, body[key]);
      }
      const valid = c.required({ mail, comment });
      limitRequest(deps, req, 'contact_form');

      const shop = shopMailSettings(db);
      const shopLocale = languageCode(db, req.ctx.salesChannel.language_id) ?? 'de-DE';
      const salutation = salutationId ? salutationFor(db, salutationId) : undefined;
      const data = (locale: string) => ({
        subject: CONTACT_SUBJECTS[subject!][locale as 'de-DE'] ?? CONTACT_SUBJECTS[subject!]['de-DE'],
        salutation: salutation && salutation.salutation_key !== 'not_specified' ? translate(salutation.display_name, locale) : null,
        firstName,
        lastName,
        email: valid.mail,
        phone,
        comment: valid.comment,
      });
      db.transaction(() => {
        sendMail(deps, { to: shop.contactEmail, locale: shopLocale, template: 'contact_form', data: { copy: false, ...data(shopLocale) }, replyTo: mail });
        // Only the subject (a fixed choice) and the address itself go to the address typed in the form.
        const { subject: copySubject, email: copyEmail } = data(req.ctx.locale);
        sendMail(deps, { to: valid.mail, locale: req.ctx.locale, template: 'contact_form', data: { copy: true, subject: copySubject, email: copyEmail, comment: '' }, replyTo: shop.contactEmail });
      })();
      return { individualSuccessMessage: '', apiAlias: 'contact_form_result' };
    }),
  );
}
