import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCESS_KEY, uniqueEmail } from './CheckoutPage';
import { ADMIN_TOKEN, Mailbox } from './Mailbox';

export const CUSTOMER_PASSWORD = 'Heuballen-42x';

/** Store API calls without a browser (own context token per instance). */
export class StoreClient {
  token: string | undefined;
  constructor(private readonly request: APIRequestContext) {}

  async call<T = any>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.request.fetch(`/store-api${path}`, {
      method,
      headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json', ...(this.token ? { 'sw-context-token': this.token } : {}) },
      data: data === undefined ? undefined : JSON.stringify(data),
    });
    this.token = response.headers()['sw-context-token'] ?? this.token;
    return { status: response.status(), body: (await response.json().catch(() => null)) as T };
  }
}

/** A new registered customer with a confirmed account (registration → mail → confirmation link). */
export async function registerCustomer(request: APIRequestContext, name = 'kundin'): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(name);
  const client = new StoreClient(request);
  const salutations = await client.call('POST', '/salutation', {});
  const countries = await client.call('POST', '/country', { filter: [{ type: 'equals', field: 'iso', value: 'DE' }] });
  const registered = await client.call('POST', '/account/register', {
    salutationId: salutations.body.elements.find((s: { salutationKey: string }) => s.salutationKey === 'mrs')?.id,
    firstName: 'Hanna',
    lastName: 'Heu',
    email,
    password: CUSTOMER_PASSWORD,
    storefrontUrl: 'http://localhost:3000',
    acceptedDataProtection: true,
    billingAddress: { street: 'Reitweg 5', zipcode: '49377', city: 'Vechta', countryId: countries.body.elements[0].id },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const mail = await new Mailbox(request).latest(email);
  const link = new URL(mail.text.match(/https?:\/\/\S*registration\/confirm\S*/)![0]);
  const confirmed = await client.call('POST', '/account/register-confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { email, password: CUSTOMER_PASSWORD };
}

/** Admin API (review moderation) with the bearer token. */
export async function adminApi<T = any>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/admin-api${path}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!response.ok()) throw new Error(`${method} ${path} → ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Waits until the parts a page loads after its first paint (overlays, outbox, footer form) are
 * there: without the service worker a chunk first requested after the network is gone cannot load.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const loaded = performance.getEntriesByType('resource').map((e) => e.name);
    // the overlays' and the footer form's chunks (vite.config.ts LATE_PARTS), Dexie, the outbox
    return ['/shell-overlays-', '/shell-parts-', '/db-', '/outbox-'].every((part) => loaded.some((n) => n.includes(part)));
  });
}

/**
 * Cuts the network and waits until the offline banner stands still: it slides in above the page,
 * and a click aimed at a form field while it moves lands somewhere else (e.g. on a link).
 */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Sie sind offline/ })
      .first(),
  ).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** Chooses a star rating by its label (the radio inputs themselves are visually hidden). */
export async function rate(form: Locator, label: string): Promise<void> {
  const radio = form.getByRole('radio', { name: label });
  await form.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}
