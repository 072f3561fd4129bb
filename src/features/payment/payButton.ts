/**
 * The pay button's state machine (spec §4): default → loading → (redirect) → completed, which
 * lasts 1 s. Only `default` accepts a submit, so double clicks never start a second payment.
 */
export type PayButtonState = 'default' | 'loading' | 'redirect' | 'completed';

export type PayButtonEvent = { type: 'submit' } | { type: 'redirect' } | { type: 'complete' } | { type: 'fail' } | { type: 'cancel' } | { type: 'expire' };

/** How long the completed state is shown before the shopper moves on. */
export const PAY_BUTTON_COMPLETED_MS = 1000;

export function payButtonReducer(state: PayButtonState, event: PayButtonEvent): PayButtonState {
  switch (event.type) {
    case 'submit':
      return state === 'default' ? 'loading' : state;
    case 'redirect':
      return state === 'loading' ? 'redirect' : state;
    case 'complete':
      return state === 'loading' || state === 'redirect' ? 'completed' : state;
    case 'fail':
    case 'cancel':
      return state === 'loading' || state === 'redirect' ? 'default' : state;
    case 'expire':
      return state === 'completed' ? 'default' : state;
    default:
      return state;
  }
}

/** Whether the button must ignore clicks (and tell assistive technology it is busy). */
export const isPayButtonBusy = (state: PayButtonState): boolean => state !== 'default';
