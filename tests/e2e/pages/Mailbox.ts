import type { Page } from '@playwright/test';

/** Token of the admin API; the mailbox needs it once real mail goes out (sent as a header, never in the URL). */
export const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'stallwerk-admin-demo-token';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template?: string;
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

/** The shop's outgoing mails (newest first), optionally only those to one address. */
export async function readMailbox(page: Page, to?: string): Promise<MailboxMessage[]> {
  const response = await page.request.get(`/mailbox/messages.json${to ? `?to=${encodeURIComponent(to)}` : ''}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`mailbox answered ${response.status()}`);
  return (await response.json()) as MailboxMessage[];
}
