import { describe, expect, it } from 'vitest';
import { isPayButtonBusy, PAY_BUTTON_COMPLETED_MS, payButtonReducer, type PayButtonEvent, type PayButtonState } from './payButton';

const run = (events: PayButtonEvent['type'][], from: PayButtonState = 'default') => events.reduce<PayButtonState>((state, type) => payButtonReducer(state, { type } as PayButtonEvent), from);

describe('pay button states (spec §4)', () => {
  it('goes default → loading → completed → default', () => {
    expect(run(['submit'])).toBe('loading');
    expect(run(['submit', 'complete'])).toBe('completed');
    expect(run(['submit', 'complete', 'expire'])).toBe('default');
  });

  it('shows redirect while the shopper is sent to the provider', () => {
    expect(run(['submit', 'redirect'])).toBe('redirect');
    expect(run(['submit', 'redirect', 'complete'])).toBe('completed');
  });

  it('ignores a second submit while busy (double click)', () => {
    expect(run(['submit', 'submit'])).toBe('loading');
    expect(run(['submit', 'redirect', 'submit'])).toBe('redirect');
    expect(run(['submit', 'complete', 'submit'])).toBe('completed');
  });

  it('returns to default after a failure or cancel, ready for another try', () => {
    expect(run(['submit', 'fail'])).toBe('default');
    expect(run(['submit', 'cancel'])).toBe('default');
    expect(run(['submit', 'redirect', 'fail'])).toBe('default');
    expect(run(['submit', 'fail', 'submit'])).toBe('loading');
  });

  it('ignores events that do not fit the state', () => {
    expect(run(['complete'])).toBe('default');
    expect(run(['redirect'])).toBe('default');
    expect(run(['expire'])).toBe('default');
    expect(run(['submit', 'complete', 'fail'])).toBe('completed');
  });

  it('is busy in every state but default; completed lasts 1 s', () => {
    expect(isPayButtonBusy('default')).toBe(false);
    expect(['loading', 'redirect', 'completed'].every((s) => isPayButtonBusy(s as PayButtonState))).toBe(true);
    expect(PAY_BUTTON_COMPLETED_MS).toBe(1000);
  });
});
