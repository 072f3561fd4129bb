import { useLayoutEffect, useRef, useState } from 'react';
import { fetchCart, isNetworkError, placeOrder, toFailure } from '../../../api';
import { saveDraft } from '../../../offline/drafts';
import { applyCart, DELIVERY_NOTE_DRAFT } from '../../cart';
import { currentCheckoutAttempt, finishCheckoutAttempt } from '../checkoutAttempt';
import { focusFirstError } from '../../customer/pages';
import { type FieldErrors } from '../../customer';
import { failureMessage } from '../../errors';

export interface OrderPlacementInput {
  tos: boolean;
  revocation: boolean;
  needsRevocation: boolean;
  comment: string;
  /** The server may have changed the cart: reload the page data. */
  reload: () => void;
}

/**
 * Terms checks before paying and the order placement with the checkout attempt id as
 * Idempotency-Key. Errors land at their field (terms, waiver) or above the pay button.
 */
export function useOrderPlacement(input: OrderPlacementInput) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLDivElement>(null);
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });

  const precheck = (): boolean => {
    const { tos, revocation, needsRevocation } = latest.current;
    const found: FieldErrors = {};
    if (!tos) found.tos = { key: 'validations:acceptTerms' };
    if (needsRevocation && !revocation) found.revocation = { key: 'validations:withdrawalWaiver' };
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return false;
    }
    return true;
  };

  const prepare = async (): Promise<string | null> => {
    const { tos, revocation, needsRevocation, comment, reload } = latest.current;
    try {
      const order = await placeOrder({
        tos,
        revocation: needsRevocation ? revocation : undefined,
        customerComment: comment.trim() || undefined,
        idempotencyKey: currentCheckoutAttempt().id,
      });
      finishCheckoutAttempt();
      void saveDraft(DELIVERY_NOTE_DRAFT, '');
      return order.id;
    } catch (error) {
      if (isNetworkError(error)) {
        setErrors({ '': { key: 'checkout:offline.text' } });
        return null;
      }
      const failure = toFailure(error);
      const found: FieldErrors = {};
      for (const e of failure?.errors ?? []) {
        if (e.pointer === '/tos') found.tos = { key: 'validations:acceptTerms' };
        else if (e.pointer === '/revocation') found.revocation = { key: 'validations:withdrawalWaiver' };
      }
      if (!Object.keys(found).length) {
        found[''] = failureMessage(failure, 'checkout:page.orderFailed');
        // The cart changed under our feet (stock, prices, blocked methods): show why and reload.
        if (failure?.code?.startsWith('CHECKOUT__CART')) {
          await fetchCart().then(applyCart, () => undefined);
          reload();
        }
      }
      setErrors(found);
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return null;
    }
  };

  return { errors, setErrors, precheck, prepare, formRef };
}
