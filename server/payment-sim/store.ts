/**
 * Simulator state: payments by pspReference, Adyen orders, gift-card spending and lookup indexes
 * (paymentData, authorisationToken, 3DS transaction ids, redirect ids, orderData). In memory by
 * default; with `dataFile` it is loaded at start and written (atomically) after every change.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Amount } from '../adyen/money';
import type { CardScenario } from './cards';

export type ResultCode = 'Authorised' | 'Refused' | 'Error' | 'Cancelled' | 'Received' | 'Pending' | 'IdentifyShopper' | 'ChallengeShopper' | 'RedirectShopper';

export interface ThreeDSState {
  threeDSServerTransID: string;
  acsTransID: string;
  paymentData: string;
  authorisationToken: string;
  /** Origin of the shopper's page, learnt from the browser's POSTs; postMessage goes only there. */
  browserOrigin?: string;
  methodCompleted?: boolean;
  transStatus?: 'Y' | 'N' | 'U';
  windowSize?: string;
}

export interface PaymentRecord {
  pspReference: string;
  merchantReference: string;
  merchantAccount: string;
  amount: Amount;
  paymentMethodType: string;
  brand?: string;
  lastFour?: string;
  /** Card expiry as Adyen reports it in webhooks, e.g. "3/2030". */
  expiryDate?: string;
  resultCode: ResultCode;
  /** True once a final result (Authorised, Refused, …) has been stored and the webhook sent. */
  final?: boolean;
  refusalReason?: string;
  refusalReasonCode?: string;
  scenario?: CardScenario;
  returnUrl?: string;
  shopperOrigin?: string;
  orderPspReference?: string;
  giftCardNumber?: string;
  /** Set when the payment was made through a Checkout session (webhook additionalData.checkoutSessionId). */
  sessionId?: string;
  threeDS?: ThreeDSState;
  redirect?: { id: string; issuer?: string; decision?: 'approve' | 'refuse' | 'cancel'; redirectResult?: string };
  createdAt: string;
  updatedAt: string;
}

export interface OrderRecord {
  pspReference: string;
  orderData: string;
  reference: string;
  merchantAccount: string;
  amount: Amount;
  remainingAmount: Amount;
  expiresAt: string;
  status: 'open' | 'completed' | 'cancelled';
  payments: Array<{ pspReference: string; amount: Amount; paymentMethodType: string; brand?: string; lastFour?: string }>;
}

/** A Checkout session (/sessions): the SDK's sessions flow runs payments on its behalf. */
export interface SessionRecord {
  id: string;
  sessionData: string;
  merchantAccount: string;
  amount: Amount;
  reference: string;
  returnUrl: string;
  countryCode?: string;
  shopperLocale?: string;
  allowedPaymentMethods?: string[];
  blockedPaymentMethods?: string[];
  expiresAt: string;
  payments: string[];
}

export type IndexKind = 'paymentData' | 'authorisationToken' | 'serverTransID' | 'acsTransID' | 'redirectId' | 'redirectResult' | 'orderData';

interface State {
  payments: Record<string, PaymentRecord>;
  sessions: Record<string, SessionRecord>;
  orders: Record<string, OrderRecord>;
  /** minor units spent per gift card number and currency */
  giftSpent: Record<string, Record<string, number>>;
  index: Record<string, string>;
}

const PSP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export class SimStore {
  private state: State = { payments: {}, sessions: {}, orders: {}, giftSpent: {}, index: {} };
  private readonly idempotency = new Map<string, { status: number; body: unknown }>();
  private readonly dataFile?: string;

  constructor(dataFile?: string) {
    this.dataFile = dataFile;
    if (dataFile && existsSync(dataFile)) {
      try {
        const loaded = JSON.parse(readFileSync(dataFile, 'utf8')) as Partial<State>;
        this.state = {
          payments: loaded.payments ?? {},
          sessions: loaded.sessions ?? {},
          orders: loaded.orders ?? {},
          giftSpent: loaded.giftSpent ?? {},
          index: loaded.index ?? {},
        };
      } catch {
        // A corrupt or foreign file: start empty rather than refuse to boot.
      }
    }
  }

  /** A unique 16-character pspReference such as `K8PQ2ZT4N6X3M9WC`. */
  newPspReference(): string {
    for (;;) {
      const bytes = randomBytes(16);
      let ref = '';
      for (const b of bytes) ref += PSP_ALPHABET[b % PSP_ALPHABET.length];
      if (!this.state.payments[ref] && !this.state.orders[ref]) return ref;
    }
  }

  /** An opaque Adyen-looking blob (paymentData, authorisationToken, orderData). */
  newOpaque(): string {
    return `Ab02b4c0!${randomBytes(36).toString('base64')}`;
  }

  newId(): string {
    return randomUUID();
  }

  savePayment(p: PaymentRecord): PaymentRecord {
    p.updatedAt = new Date().toISOString();
    this.state.payments[p.pspReference] = p;
    this.persist();
    return p;
  }

  getPayment(pspReference: string): PaymentRecord | undefined {
    return this.state.payments[pspReference];
  }

  index(kind: IndexKind, key: string, pspReference: string): void {
    this.state.index[`${kind}:${key}`] = pspReference;
    this.persist();
  }

  findPayment(kind: IndexKind, key: unknown): PaymentRecord | undefined {
    if (typeof key !== 'string' || key === '') return undefined;
    const psp = this.state.index[`${kind}:${key}`];
    return psp ? this.state.payments[psp] : undefined;
  }

  saveOrder(o: OrderRecord): OrderRecord {
    this.state.orders[o.pspReference] = o;
    this.state.index[`orderData:${o.orderData}`] = o.pspReference;
    this.persist();
    return o;
  }

  getOrder(pspReference: unknown): OrderRecord | undefined {
    return typeof pspReference === 'string' ? this.state.orders[pspReference] : undefined;
  }

  findOrderByData(orderData: unknown): OrderRecord | undefined {
    if (typeof orderData !== 'string' || orderData === '') return undefined;
    const psp = this.state.index[`orderData:${orderData}`];
    return psp ? this.state.orders[psp] : undefined;
  }

  saveSession(session: SessionRecord): SessionRecord {
    this.state.sessions[session.id] = session;
    this.persist();
    return session;
  }

  getSession(id: unknown): SessionRecord | undefined {
    return typeof id === 'string' ? this.state.sessions[id] : undefined;
  }

  giftSpent(cardNumber: string, currency: string): number {
    return this.state.giftSpent[cardNumber]?.[currency] ?? 0;
  }

  addGiftSpent(cardNumber: string, currency: string, delta: number): void {
    const perCard = (this.state.giftSpent[cardNumber] ??= {});
    perCard[currency] = Math.max(0, (perCard[currency] ?? 0) + delta);
    this.persist();
  }

  idempotent(key: string): { status: number; body: unknown } | undefined {
    return this.idempotency.get(key);
  }

  rememberIdempotent(key: string, value: { status: number; body: unknown }): void {
    if (this.idempotency.size > 10_000) this.idempotency.clear();
    this.idempotency.set(key, value);
  }

  /** All payments, newest first (for debugging and tests). */
  listPayments(): PaymentRecord[] {
    return Object.values(this.state.payments).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  private persist(): void {
    if (!this.dataFile) return;
    mkdirSync(dirname(this.dataFile), { recursive: true });
    const tmp = `${this.dataFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state));
    renameSync(tmp, this.dataFile);
  }
}
