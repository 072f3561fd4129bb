/** Payment states in which the money is (being) collected: no cancelling by the customer, no paying again. */
export const PAID_STATES = ['paid', 'paid_partially', 'authorized', 'refunded', 'refunded_partially', 'chargeback'];

export const isPaidState = (state: string): boolean => PAID_STATES.includes(state);

type Tone = 'default' | 'success' | 'warning' | 'error' | 'info';

export function orderStateTone(state: string): Tone {
  if (state === 'cancelled') return 'default';
  if (state === 'completed') return 'success';
  return 'info';
}

export function paymentStateTone(state: string): Tone {
  if (isPaidState(state)) return 'success';
  if (state === 'failed' || state === 'cancelled') return 'error';
  return 'warning';
}

/** Shipped is good news; open or partial deliveries are under way; returned or cancelled ones are past. */
export function deliveryStateTone(state: string): Tone {
  if (state === 'shipped') return 'success';
  if (state === 'returned' || state === 'returned_partially' || state === 'cancelled') return 'default';
  return 'info';
}
