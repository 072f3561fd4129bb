import nodemailer, { type Transporter } from 'nodemailer';
import type { AppDeps } from '../deps';
import type { Db } from '../db/connection';
import { newId } from '../lib/ids';
import { firstSalesChannel } from './mailRepository';
import { insertOutboxMail, markOutboxMail, outboxMailExists, type OutboxMail } from './outbox';
import { renderMail } from './render';
import { buildMail, mailLocale, shopFooter, type MailTemplateData, type MailTemplateName } from './templates';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface SendMailOptions<T extends MailTemplateName> {
  to: string;
  /** Locale of the mail (the request context's `ctx.locale`); unknown locales fall back to de-DE. */
  locale: string;
  template: T;
  data: MailTemplateData[T];
  replyTo?: string | null;
  attachments?: MailAttachment[];
}

interface ShopSettings {
  name: string;
  from: string;
  contactEmail: string;
}

const DEFAULT_FROM = 'Stallwerk <noreply@stallwerk.example>';
const DEFAULT_CONTACT = 'service@stallwerk.example';

/** Shop name, sender and shop mailbox from the sales channel config (`mailFrom`, `contactEmail`). */
export function shopMailSettings(db: Db): ShopSettings {
  const row = firstSalesChannel(db);
  let config: Record<string, unknown> = {};
  try {
    config = row ? (JSON.parse(row.config) as Record<string, unknown>) : {};
  } catch {
    config = {};
  }
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    name: row?.name ?? 'Stallwerk',
    from: str(process.env.MAIL_FROM) ?? str(config.mailFrom) ?? DEFAULT_FROM,
    contactEmail: str(config.contactEmail) ?? DEFAULT_CONTACT,
  };
}

const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

/**
 * Renders a template and writes the mail to the outbox (synchronously, so it can run inside a
 * database transaction and disappears with it on rollback). With SMTP_URL set the mail is also
 * sent through nodemailer after the current tick; a failure is logged and recorded on the outbox
 * row, never thrown into the request.
 */
export function sendMail<T extends MailTemplateName>(deps: AppDeps, opts: SendMailOptions<T>): OutboxMail {
  const { db, config } = deps;
  const locale = mailLocale(opts.locale);
  const shop = shopMailSettings(db);
  const rendered = renderMail(buildMail(opts.template, locale, opts.data), locale, {
    name: shop.name,
    url: config.publicUrl,
    footer: shopFooter(locale),
  });
  const mail = insertOutboxMail(db, {
    id: newId(),
    to: opts.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    template: opts.template,
    locale,
    replyTo: opts.replyTo ?? null,
    attachments: (opts.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
  });

  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    setImmediate(() => {
      // Skip mails whose transaction was rolled back.
      let exists = false;
      try {
        exists = outboxMailExists(db, mail.id);
      } catch {
        return;
      }
      if (!exists) return;
      transportFor(smtpUrl)
        .sendMail({
          from: shop.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          attachments: (opts.attachments ?? []).map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        })
        .then(
          () => {
            try {
              markOutboxMail(db, mail.id, 'sent');
            } catch {
              /* database closed meanwhile */
            }
          },
          (error: unknown) => {
            console.error(`SMTP delivery of mail ${mail.id} to ${mail.to} failed:`, error instanceof Error ? error.message : error);
            try {
              markOutboxMail(db, mail.id, 'failed', error instanceof Error ? error.message : String(error));
            } catch {
              /* database closed meanwhile */
            }
          },
        );
    });
  }
  return mail;
}
