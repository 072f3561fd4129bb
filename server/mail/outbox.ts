import type { Db } from '../db/connection';

/** One e-mail as the dev mailbox shows it (GET /mailbox/messages.json). */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  template: string;
  locale: string;
  replyTo: string | null;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
  smtpStatus: 'none' | 'sent' | 'failed';
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
  reply_to: string | null;
  attachments: string;
  smtp_status: string;
  smtp_error: string | null;
  created_at: string;
}

function fromRow(r: OutboxRow): OutboxMail {
  let attachments: OutboxMail['attachments'] = [];
  try {
    attachments = JSON.parse(r.attachments) as OutboxMail['attachments'];
  } catch {
    attachments = [];
  }
  return {
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.created_at,
    template: r.template,
    locale: r.locale,
    replyTo: r.reply_to,
    attachments,
    smtpStatus: r.smtp_status === 'sent' || r.smtp_status === 'failed' ? r.smtp_status : 'none',
  };
}

export function insertOutboxMail(db: Db, mail: Omit<OutboxMail, 'createdAt' | 'smtpStatus'>): OutboxMail {
  db.prepare(
    `INSERT INTO mail_outbox (id, to_address, subject, text, html, template, locale, reply_to, attachments)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(mail.id, mail.to, mail.subject, mail.text, mail.html, mail.template, mail.locale, mail.replyTo, JSON.stringify(mail.attachments));
  return getOutboxMail(db, mail.id)!;
}

export function getOutboxMail(db: Db, id: string): OutboxMail | null {
  const row = db.prepare('SELECT * FROM mail_outbox WHERE id = ?').get(id) as OutboxRow | undefined;
  return row ? fromRow(row) : null;
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export function listOutboxMails(db: Db, opts: { to?: string; limit?: number } = {}): OutboxMail[] {
  const limit = Math.max(1, Math.min(opts.limit ?? 200, 1000));
  const rows = (
    opts.to
      ? db.prepare('SELECT * FROM mail_outbox WHERE lower(to_address) = lower(?) ORDER BY created_at DESC, rowid DESC LIMIT ?').all(opts.to, limit)
      : db.prepare('SELECT * FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?').all(limit)
  ) as OutboxRow[];
  return rows.map(fromRow);
}

export function markOutboxMail(db: Db, id: string, status: 'sent' | 'failed', error?: string): void {
  db.prepare('UPDATE mail_outbox SET smtp_status = ?, smtp_error = ? WHERE id = ?').run(status, error ?? null, id);
}

/** Whether the outbox still has the mail (it disappears when the transaction that wrote it rolls back). */
export const outboxMailExists = (db: Db, id: string): boolean => !!db.prepare('SELECT 1 FROM mail_outbox WHERE id = ?').get(id);
