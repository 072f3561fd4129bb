import { idFor } from '../../lib/ids';
import { DEFAULT_LOCALE } from '../../lib/i18n';

/** Shopware's state machines of orders, payments (transactions) and deliveries, with translated names. */
export type StateMachine = 'order' | 'order_transaction' | 'order_delivery';

export const ORDER_STATES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const TRANSACTION_STATES = [
  'open',
  'in_progress',
  'unconfirmed',
  'authorized',
  'paid',
  'paid_partially',
  'failed',
  'cancelled',
  'reminded',
  'refunded',
  'refunded_partially',
  'chargeback',
] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

export const DELIVERY_STATES = ['open', 'shipped', 'shipped_partially', 'returned', 'returned_partially', 'cancelled'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

type Names = Record<'de-DE' | 'en-GB' | 'fr-FR' | 'ar-AE', string>;
const n = (de: string, en: string, fr: string, ar: string): Names => ({ 'de-DE': de, 'en-GB': en, 'fr-FR': fr, 'ar-AE': ar });

const NAMES: Record<StateMachine, Record<string, Names>> = {
  order: {
    open: n('Offen', 'Open', 'Ouverte', 'مفتوح'),
    in_progress: n('In Bearbeitung', 'In progress', 'En cours', 'قيد المعالجة'),
    completed: n('Abgeschlossen', 'Done', 'Terminée', 'مكتمل'),
    cancelled: n('Abgebrochen', 'Cancelled', 'Annulée', 'ملغى'),
  },
  order_transaction: {
    open: n('Offen', 'Open', 'Ouvert', 'مفتوح'),
    in_progress: n('In Bearbeitung', 'In progress', 'En cours', 'قيد المعالجة'),
    unconfirmed: n('Unbestätigt', 'Unconfirmed', 'Non confirmé', 'غير مؤكد'),
    authorized: n('Autorisiert', 'Authorized', 'Autorisé', 'مفوض'),
    paid: n('Bezahlt', 'Paid', 'Payé', 'مدفوع'),
    paid_partially: n('Teilweise bezahlt', 'Paid (partially)', 'Partiellement payé', 'مدفوع جزئياً'),
    failed: n('Fehlgeschlagen', 'Failed', 'Échoué', 'فشل'),
    cancelled: n('Abgebrochen', 'Cancelled', 'Annulé', 'ملغى'),
    reminded: n('Erinnert', 'Reminded', 'Relancé', 'تم التذكير'),
    refunded: n('Erstattet', 'Refunded', 'Remboursé', 'مسترد'),
    refunded_partially: n('Teilweise erstattet', 'Refunded (partially)', 'Partiellement remboursé', 'مسترد جزئياً'),
    chargeback: n('Rückbuchung', 'Chargeback', 'Rétrofacturation', 'رد المبلغ'),
  },
  order_delivery: {
    open: n('Offen', 'Open', 'Ouverte', 'مفتوح'),
    shipped: n('Versandt', 'Shipped', 'Expédiée', 'تم الشحن'),
    shipped_partially: n('Teilweise versandt', 'Shipped (partially)', 'Partiellement expédiée', 'تم الشحن جزئياً'),
    returned: n('Retour', 'Returned', 'Retournée', 'مرتجع'),
    returned_partially: n('Teilretour', 'Returned (partially)', 'Partiellement retournée', 'مرتجع جزئياً'),
    cancelled: n('Abgebrochen', 'Cancelled', 'Annulée', 'ملغى'),
  },
};

/** Stable id of a state (Shopware has one state_machine_state row per machine and name). */
export const stateId = (machine: StateMachine, technicalName: string): string => idFor(`state:${machine}:${technicalName}`);

export function stateName(machine: StateMachine, technicalName: string, locale: string): string {
  const names = NAMES[machine][technicalName];
  if (!names) return technicalName;
  return names[locale as keyof Names] ?? names[DEFAULT_LOCALE];
}

/** The `StateMachineState` entity JSON. */
export function serializeState(machine: StateMachine, technicalName: string, locale: string) {
  const name = stateName(machine, technicalName, locale);
  return { id: stateId(machine, technicalName), technicalName, name, translated: { name }, customFields: {}, apiAlias: 'state_machine_state' };
}

/** Order state transitions (Shopware's order.state machine): action → [from states, to state]. */
export const ORDER_TRANSITIONS: Record<string, { from: OrderState[]; to: OrderState }> = {
  process: { from: ['open'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['open', 'in_progress'], to: 'cancelled' },
  reopen: { from: ['cancelled', 'completed'], to: 'open' },
};

/** Transaction states in which the order still waits for (or may retry) its payment. */
export const UNPAID_TRANSACTION_STATES: TransactionState[] = ['open', 'in_progress', 'unconfirmed', 'failed', 'cancelled', 'reminded'];
/** Transaction states that mean the money is (being) collected: the payment cannot change any more. */
export const PAID_TRANSACTION_STATES: TransactionState[] = ['paid', 'paid_partially', 'authorized', 'refunded', 'refunded_partially', 'chargeback'];
