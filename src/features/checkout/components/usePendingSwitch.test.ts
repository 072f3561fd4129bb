// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePendingSwitch } from './usePendingSwitch';

const card = { paymentMethodId: 'card' };
const prepayment = { paymentMethodId: 'prepayment' };

describe('usePendingSwitch (the method a shopper picked, while the context follows)', () => {
  it('keeps the picked method after the request ended, until the context it was picked on is replaced', () => {
    const { result, rerender } = renderHook(({ context }) => usePendingSwitch(context), { initialProps: { context: card } });
    expect(result.current.shown).toEqual({});
    act(() => result.current.begin({ paymentMethodId: 'prepayment' }));
    expect(result.current.shown).toEqual({ paymentMethodId: 'prepayment' });
    // The request is done but the router's transition has not delivered the new context yet.
    rerender({ context: card });
    expect(result.current.shown).toEqual({ paymentMethodId: 'prepayment' });
    rerender({ context: prepayment });
    expect(result.current.shown).toEqual({});
  });

  it('shows the context again when the switch failed', () => {
    const { result } = renderHook(({ context }) => usePendingSwitch(context), { initialProps: { context: card } });
    act(() => result.current.begin({ paymentMethodId: 'prepayment' }));
    act(() => result.current.fail());
    expect(result.current.shown).toEqual({});
  });

  it('lets a context the server answered differently win over the pick', () => {
    const { result, rerender } = renderHook(({ context }) => usePendingSwitch(context), { initialProps: { context: card } });
    act(() => result.current.begin({ paymentMethodId: 'prepayment' }));
    rerender({ context: { paymentMethodId: 'invoice' } });
    expect(result.current.shown).toEqual({});
  });
});
