import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdyenConfigView, MethodView } from '../../api';
import { useLocale, useLocalePath } from '../session';
import { PaymentController, type ElementStatus, type UnpaidReason } from './paymentController';
import type { PayButtonState } from './payButton';

export interface PaymentFlowOptions {
  adyen: AdyenConfigView | null;
  method: MethodView | undefined;
  /** Amount due in major units, and its currency. */
  amount: number;
  currency: string;
  /** Billing country (ISO); DE when unknown (spec §9). */
  countryCode?: string;
  /** An existing order (pay again). */
  orderId?: string;
  /** Places the order, or sets the chosen method on an existing one; returns the order id or null. */
  prepare: () => Promise<string | null>;
  /** The page's own checks (terms, addresses); false stops the payment. */
  precheck: () => boolean;
}

export interface PaymentFlow {
  state: PayButtonState;
  elementStatus: ElementStatus;
  /** Translated message of a problem that keeps the shopper on this page. */
  error: string | null;
  /** A 3-D Secure step or another action is shown in the payment element. */
  actionShown: boolean;
  isAdyen: boolean;
  /** Ref callback for the Adyen element's container. */
  attachElement: (node: HTMLDivElement | null) => void;
  /** Starts the payment; double clicks are ignored. */
  pay: () => void;
}

/** The payment of a page (checkout or pay again) through a PaymentController. */
export function usePaymentFlow(options: PaymentFlowOptions): PaymentFlow {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const locale = useLocale();
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const goToResult = useCallback(
    (orderId: string, kind: '' | '/paid' | '/unpaid', reason?: UnpaidReason) => navigate(lp(`/checkout/success/${orderId}${kind}`), { replace: true, state: reason ?? null }),
    [navigate, lp],
  );
  const full = {
    ...options,
    locale,
    absoluteUrl: (path: string) => `${window.location.origin}${lp(path)}`,
    goToResult,
    translate: (key: string) => String(t(key as never)),
  };
  const [controller] = useState(() => new PaymentController(full));
  useEffect(() => {
    controller.update(full);
  });
  useEffect(() => {
    controller.sync(node);
  }, [controller, node, options.method?.adyenType, options.adyen, locale, options.orderId, options.amount]);
  useEffect(() => () => controller.unmount(), [controller]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return {
    ...snapshot,
    elementStatus: controller.isAdyen ? snapshot.elementStatus : 'idle',
    isAdyen: Boolean(options.method?.adyenType && options.adyen),
    attachElement: setNode,
    pay: () => void controller.pay(),
  };
}
