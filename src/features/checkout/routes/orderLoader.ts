import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import {
  fetchCheckoutContext,
  fetchOrder,
  fetchPaymentMethods,
  fetchPaymentStatus,
  isNetworkError,
  submitPaymentDetails,
  type AdyenConfigView,
  type MethodView,
  type OrderView,
  type PaymentResultView,
} from '../../../api';
import { localizePath, splitLocalePath } from '../../../i18n/locales';
import { refreshCart } from '../../cart';
import { nextPaymentStep } from '../../payment';
import { loadCheckoutTexts } from './entryGuard';

export interface OrderPageData {
  offline: boolean;
  order: OrderView | null;
  /** The order's payment method as listed now (with its Adyen type). */
  method?: MethodView;
  /** Methods an unpaid order can be paid again with. */
  methods: MethodView[];
  /** The stored Adyen result (action still to do, partial payment), for Adyen orders. */
  status: PaymentResultView | null;
  adyen: AdyenConfigView | null;
}

const PAID_STATES = ['paid', 'paid_partially', 'authorized'];
export const isPaid = (order: OrderView): boolean => PAID_STATES.includes(order.payment.state);

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * The order of a result page. A shopper returning from a redirect payment (redirectResult in the
 * URL) completes the payment first and lands on /paid or /unpaid.
 */
export async function loadOrderPage({ request, params }: LoaderFunctionArgs, options: { methods?: boolean } = {}): Promise<OrderPageData> {
  await loadCheckoutTexts();
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const orderId = params.orderId ?? '';
  if (!/^[0-9a-f]{32}$/.test(orderId)) throw notFound();
  try {
    const redirectResult = url.searchParams.get('redirectResult');
    if (redirectResult) {
      const result = await submitPaymentDetails(orderId, { details: { redirectResult } });
      const step = nextPaymentStep(result);
      const base = `/checkout/success/${orderId}`;
      if (step.kind === 'completed') throw redirect(localizePath(locale, `${base}/paid`));
      throw redirect(localizePath(locale, `${base}/unpaid?result=${encodeURIComponent(step.kind === 'failed' ? step.resultCode : 'Pending')}`));
    }
    const [order, context, methods] = await Promise.all([fetchOrder(orderId), fetchCheckoutContext(), fetchPaymentMethods()]);
    if (!order) throw notFound();
    void refreshCart();
    const method = methods.find((m) => m.id === order.payment.methodId);
    const adyenOrder = Boolean(method?.adyenType) && Boolean(context.adyen);
    const status = adyenOrder ? await fetchPaymentStatus(orderId).catch(() => null) : null;
    return {
      offline: false,
      order,
      method,
      methods: options.methods ? methods.filter((m) => m.afterOrderEnabled) : [],
      status,
      adyen: context.adyen,
    };
  } catch (error) {
    if (isNetworkError(error)) return { offline: true, order: null, methods: [], status: null, adyen: null };
    throw error;
  }
}
