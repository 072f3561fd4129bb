import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The shop's dev mailbox for browser tests: every read sends the admin token as a bearer header
 * (never in the query string), as the protected mailbox requires.
 */
export const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'stallwerk-admin-demo-token';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
  createdAt: string;
}

/** The mails to one address, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`/mailbox/messages.json?to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(response.ok(), `mailbox answered ${response.status()}`).toBe(true);
  return ((await response.json()) as Mail[]).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Waits for the newest mail of a template to an address (mails are sent right after the call). */
export async function latestMail(request: APIRequestContext, to: string, template: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    found = (await mailsTo(request, to)).find((m) => m.template === template);
    expect(found, `${template} mail to ${to}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found!;
}

/** The first link in a mail's text whose path contains `path`, as a path + query for page.goto. */
export function linkIn(mail: Mail, path: string): string {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.includes(path));
  expect(url, `link to ${path} in "${mail.subject}"`).toBeTruthy();
  return `${url!.pathname}${url!.search}`;
}
