import type { APIRequestContext } from '@playwright/test';

/** One mail of the dev mailbox (GET /mailbox/messages.json). */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  template: string;
  locale: string;
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

/** The admin token the shop under test runs with (the demo token unless ADMIN_TOKEN is set). */
export const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'stallwerk-admin-demo-token';

/**
 * The shop's dev mailbox, read the only way it allows: the admin token in the Authorization header
 * (never in the URL). Every browser test that follows a mail link reads mails through this.
 */
export class Mailbox {
  constructor(private readonly request: APIRequestContext) {}

  /** Mails newest first, optionally only those to one address. */
  async messages(to?: string): Promise<MailboxMessage[]> {
    const response = await this.request.get(`/mailbox/messages.json${to ? `?to=${encodeURIComponent(to)}` : ''}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    if (!response.ok()) throw new Error(`Mailbox answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as MailboxMessage[];
  }

  /** The newest mail to an address (throws when there is none). */
  async latest(to: string): Promise<MailboxMessage> {
    const [mail] = await this.messages(to);
    if (!mail) throw new Error(`No mail to ${to}`);
    return mail;
  }
}
