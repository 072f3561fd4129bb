/**
 * Standard webhooks (Adyen "notifications"): JSON POST to the backend's notification URL with
 * `{live:"false", notificationItems:[{NotificationRequestItem:{…, additionalData:{hmacSignature}}}]}`.
 * The receiver must answer 2xx with `[accepted]` in the body; anything else is retried with backoff.
 */
import type { Amount } from '../adyen/money';
import { signNotification } from '../adyen/hmac';

export type EventCode = 'AUTHORISATION' | 'ORDER_OPENED' | 'ORDER_CLOSED' | 'CANCELLATION' | 'CANCEL_OR_REFUND' | 'REFUND';

export interface NotificationInput {
  eventCode: EventCode;
  success: boolean;
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: Amount;
  paymentMethod?: string;
  reason?: string;
  additionalData?: Record<string, string>;
  eventDate?: Date;
}

export interface NotificationRequestItem {
  additionalData: Record<string, string>;
  amount: Amount;
  eventCode: EventCode;
  eventDate: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  paymentMethod?: string;
  pspReference: string;
  reason: string;
  success: 'true' | 'false';
  operations?: string[];
}

export interface NotificationBody {
  live: 'false';
  notificationItems: Array<{ NotificationRequestItem: NotificationRequestItem }>;
}

/** Adyen's eventDate format, e.g. 2025-01-31T12:00:00+00:00. */
function formatEventDate(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** One signed NotificationRequestItem. */
export function buildNotificationItem(input: NotificationInput, hmacKey: string): NotificationRequestItem {
  const item: NotificationRequestItem = {
    additionalData: { ...(input.additionalData ?? {}) },
    amount: { currency: input.amount.currency, value: input.amount.value },
    eventCode: input.eventCode,
    eventDate: formatEventDate(input.eventDate ?? new Date()),
    merchantAccountCode: input.merchantAccountCode,
    merchantReference: input.merchantReference,
    ...(input.originalReference ? { originalReference: input.originalReference } : {}),
    ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
    pspReference: input.pspReference,
    reason: input.reason ?? '',
    success: input.success ? 'true' : 'false',
    ...(input.eventCode === 'AUTHORISATION' && input.success ? { operations: ['CANCEL', 'CAPTURE', 'REFUND'] } : {}),
  };
  item.additionalData.hmacSignature = signNotification(item, hmacKey);
  return item;
}

/** The POST body Adyen sends. */
export function buildNotificationBody(items: NotificationRequestItem[]): NotificationBody {
  return { live: 'false', notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })) };
}

export interface WebhookSenderOptions {
  url: string | null;
  hmacKey: string;
  /** Attempts in total (default 6). */
  attempts?: number;
  /** First retry delay in ms, doubled each time (default 500). */
  baseDelayMs?: number;
  timeoutMs?: number;
  onLog?: (message: string) => void;
}

export interface Delivery {
  body: NotificationBody;
  attempts: number;
  delivered: boolean;
  lastError?: string;
}

/** Sends webhooks in the background with retries; `idle()` waits for everything in flight. */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private readonly pending = new Set<Promise<void>>();
  private closed = false;
  private readonly waits = new Map<NodeJS.Timeout, () => void>();

  constructor(private readonly opts: WebhookSenderOptions) {}

  /** Queues one notification; resolves immediately. */
  send(input: NotificationInput): void {
    if (!this.opts.url || this.closed) return;
    const body = buildNotificationBody([buildNotificationItem(input, this.opts.hmacKey)]);
    const delivery: Delivery = { body, attempts: 0, delivered: false };
    this.deliveries.push(delivery);
    if (this.deliveries.length > 500) this.deliveries.shift();
    const p = this.deliver(delivery).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Resolves when every queued delivery has succeeded or given up. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Stops retrying; in-flight requests are abandoned. */
  close(): void {
    this.closed = true;
    for (const [t, wake] of this.waits) {
      clearTimeout(t);
      wake();
    }
    this.waits.clear();
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const attempts = this.opts.attempts ?? 6;
    let delay = this.opts.baseDelayMs ?? 500;
    while (!this.closed && delivery.attempts < attempts) {
      delivery.attempts += 1;
      try {
        const res = await fetch(this.opts.url as string, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': 'Adyen HttpClient 1.0 (payment simulator)' },
          body: JSON.stringify(delivery.body),
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
        });
        const text = await res.text();
        if (res.ok && text.includes('[accepted]')) {
          delivery.delivered = true;
          return;
        }
        delivery.lastError = `HTTP ${res.status}: ${text.slice(0, 200)}`;
      } catch (error) {
        delivery.lastError = error instanceof Error ? error.message : String(error);
      }
      this.opts.onLog?.(`webhook attempt ${delivery.attempts} failed: ${delivery.lastError}`);
      if (delivery.attempts >= attempts || this.closed) break;
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          this.waits.delete(t);
          resolve();
        }, delay);
        this.waits.set(t, resolve);
      });
      delay *= 2;
    }
  }
}
