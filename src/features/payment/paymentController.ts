import type { AdditionalDetailsActions, CheckoutAdvancedFlowResponse, CoreConfiguration, PaymentMethodsResponse, SubmitActions, UIElement } from '@adyen/adyen-web';
import {
  checkGiftCardBalance,
  createAdyenOrder,
  fetchAdyenPaymentMethods,
  handlePayment,
  isNetworkError,
  submitPaymentDetails,
  toFailure,
  type AdyenConfigView,
  type MethodView,
  type PaymentResultView,
} from '../../api';
import { createAdyenCore, createAdyenElement } from './adyen/adyenElement';
import { adyenCoreOptions, DEFAULT_PAYMENT_COUNTRY } from './adyen/adyenSetup';
import { loadAdyen } from './adyen/loadAdyen';
import { paymentAmount } from './minorUnits';
import { isPayButtonBusy, PAY_BUTTON_COMPLETED_MS, payButtonReducer, type PayButtonEvent, type PayButtonState } from './payButton';
import { clientErrorKey, nextPaymentStep } from './resultCodes';

export type ElementStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Why the shopper lands on the unpaid page (shown there as a message). */
export interface UnpaidReason {
  resultCode?: string;
  refusalReason?: string;
  /** A payment: namespace key for errors without a result code. */
  errorKey?: string;
}

export interface PaymentControllerOptions {
  adyen: AdyenConfigView | null;
  method: MethodView | undefined;
  amount: number;
  currency: string;
  countryCode?: string;
  locale: string;
  /** An existing order (pay again): methods and balances are asked for this order. */
  orderId?: string;
  /** Places the order (checkout) or sets the method on the order (pay again); null: it could not. */
  prepare: () => Promise<string | null>;
  /** The page's own checks (terms, addresses); false stops the payment. */
  precheck: () => boolean;
  /** Absolute URL of a locale-free path (return URLs for redirects). */
  absoluteUrl: (path: string) => string;
  /** Goes to a result page: '' success, '/paid', '/unpaid'. */
  goToResult: (orderId: string, kind: '' | '/paid' | '/unpaid', reason?: UnpaidReason) => void;
  translate: (key: string) => string;
}

export interface PaymentSnapshot {
  state: PayButtonState;
  elementStatus: ElementStatus;
  error: string | null;
  actionShown: boolean;
}

const forSdk = (r: PaymentResultView): CheckoutAdvancedFlowResponse =>
  ({ resultCode: r.resultCode ?? 'Error', ...(r.action ? { action: r.action } : {}), ...(r.order ? { order: r.order } : {}) }) as CheckoutAdvancedFlowResponse;

/**
 * The payment of the checkout and of "pay again", outside React: our pay button's state machine,
 * the Adyen element of Adyen methods (loaded only here), the order, /handle-payment, actions
 * (3-D Secure, redirects) and the way to the result pages. The hook subscribes to its snapshot.
 */
export class PaymentController {
  private snapshot: PaymentSnapshot = { state: 'default', elementStatus: 'idle', error: null, actionShown: false };
  private listeners = new Set<() => void>();
  private element: UIElement | null = null;
  private mountedKey = '';
  private mountedNode: HTMLElement | null = null;
  private generation = 0;
  private orderId: string | null = null;
  private busy = false;
  private payCount = 0;

  constructor(private options: PaymentControllerOptions) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PaymentSnapshot => this.snapshot;

  update(options: PaymentControllerOptions): void {
    this.options = options;
  }

  get isAdyen(): boolean {
    return Boolean(this.options.method?.adyenType && this.options.adyen);
  }

  private set(patch: Partial<PaymentSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((l) => l());
  }

  private dispatch(event: PayButtonEvent): void {
    this.set({ state: payButtonReducer(this.snapshot.state, event) });
  }

  /** Mounts (or keeps) the Adyen element of the chosen method in `node`; unmounts for other methods. */
  sync(node: HTMLElement | null): void {
    const type = this.options.method?.adyenType;
    const key = node && this.isAdyen && type ? `${type}|${this.options.locale}|${this.options.orderId ?? ''}|${type === 'giftcard' ? this.options.amount : ''}` : '';
    if (key === this.mountedKey && node === this.mountedNode) return;
    this.unmount();
    this.mountedKey = key;
    this.mountedNode = node;
    if (!key || !node || !type) return;
    const generation = ++this.generation;
    this.set({ elementStatus: 'loading', error: null });
    this.mountElement(node, type, generation).catch((e: unknown) => {
      if (generation !== this.generation) return;
      this.set({ elementStatus: 'error', error: this.options.translate(isNetworkError(e) ? 'clientErrors.network' : 'errors.setup') });
    });
  }

  unmount(): void {
    this.generation += 1;
    this.element?.unmount();
    this.element = null;
    this.mountedKey = '';
    this.mountedNode = null;
    if (this.snapshot.elementStatus !== 'idle' || this.snapshot.actionShown) this.set({ elementStatus: 'idle', actionShown: false });
  }

  private async mountElement(node: HTMLElement, type: string, generation: number): Promise<void> {
    const { adyen, currency, countryCode, orderId, locale, amount } = this.options;
    if (!adyen) return;
    const [sdk, methods] = await Promise.all([loadAdyen(), fetchAdyenPaymentMethods(orderId)]);
    if (generation !== this.generation) return;
    const response = methods as unknown as PaymentMethodsResponse;
    const core = await createAdyenCore(sdk, {
      ...adyenCoreOptions({ config: adyen, locale, countryCode: countryCode || DEFAULT_PAYMENT_COUNTRY, amount: paymentAmount(amount, currency), paymentMethodsResponse: response }),
      ...this.sdkCallbacks(),
    } as CoreConfiguration);
    if (generation !== this.generation) return;
    const element = createAdyenElement(sdk, core, type, response);
    element.mount(node);
    this.element = element;
    this.set({ elementStatus: 'ready' });
  }

  private sdkCallbacks(): Partial<CoreConfiguration> {
    return {
      onSubmit: (state, _component, actions) => void this.onSubmit(state.data as unknown as Record<string, unknown>, actions),
      onAdditionalDetails: (state, _component, actions) => void this.onDetails(state.data as unknown as Record<string, unknown>, actions),
      onPaymentCompleted: () => this.orderId && this.finishCompleted(this.orderId, '/paid'),
      onPaymentFailed: (result) => this.orderId && this.toUnpaid(this.orderId, { resultCode: (result as { resultCode?: string } | undefined)?.resultCode ?? 'Error' }),
      // A gift card paid a part: the rest is paid on the unpaid page with another method.
      onOrderUpdated: () => this.orderId && this.toUnpaid(this.orderId, { resultCode: 'PartiallyAuthorised' }),
      onError: (error) => {
        if (this.orderId && isPayButtonBusy(this.snapshot.state)) this.toUnpaid(this.orderId, { errorKey: clientErrorKey(error) });
        else if (error.name !== 'CANCEL') this.set({ error: this.options.translate(clientErrorKey(error)) });
      },
      // The 3DS2 fingerprint runs hidden; a challenge (or any other action) needs the shopper.
      onActionHandled: (handled) => {
        if (!/fingerprint/i.test(String(handled?.actionDescription ?? ''))) this.set({ actionShown: true });
      },
      onEnterKeyPressed: () => void this.pay(),
      onBalanceCheck: async (resolve, reject, data) => {
        try {
          const answer = await checkGiftCardBalance(data.paymentMethod as unknown as Record<string, unknown>, this.orderId ?? undefined);
          if (answer.resultCode === 'Failed' || !answer.balance) reject(new Error('card-error'));
          else resolve(answer as never);
        } catch (e) {
          reject(e as Error);
        }
      },
      onOrderRequest: async (resolve, reject) => {
        try {
          if (!this.orderId) throw new Error('no order');
          const order = await createAdyenOrder(this.orderId);
          resolve({ orderData: order.orderData, pspReference: order.pspReference, remainingAmount: order.remainingAmount, amount: order.amount ?? order.remainingAmount } as never);
        } catch (e) {
          reject(e as Error);
        }
      },
    };
  }

  private finishCompleted(orderId: string, kind: '' | '/paid'): void {
    this.dispatch({ type: 'complete' });
    // The completed state shows for 1 s, then the result page replaces this one; the button
    // stays busy until then, so a late click never starts anything again.
    window.setTimeout(() => this.options.goToResult(orderId, kind), PAY_BUTTON_COMPLETED_MS);
  }

  private toUnpaid(orderId: string, reason: UnpaidReason): void {
    this.busy = false;
    this.dispatch({ type: 'fail' });
    this.options.goToResult(orderId, '/unpaid', reason);
  }

  private urls(orderId: string) {
    return {
      finishUrl: this.options.absoluteUrl(`/checkout/success/${orderId}`),
      errorUrl: this.options.absoluteUrl(`/checkout/success/${orderId}/unpaid`),
    };
  }

  private async onSubmit(data: Record<string, unknown>, actions: SubmitActions): Promise<void> {
    const orderId = this.orderId;
    if (!orderId) return actions.reject();
    try {
      this.payCount += 1;
      const result = await handlePayment({ orderId, stateData: data, ...this.urls(orderId), idempotencyKey: `${orderId}-${Date.now()}-${this.payCount}` });
      const step = nextPaymentStep(result);
      // Redirect methods: the success page shows the order and sends the shopper on after 5 s.
      if (step.kind === 'action' && step.action.type === 'redirect') {
        this.dispatch({ type: 'redirect' });
        this.options.goToResult(orderId, '');
        return;
      }
      if (step.kind === 'failed') return this.toUnpaid(orderId, { resultCode: step.resultCode, refusalReason: step.reason });
      actions.resolve(forSdk(result));
    } catch (e) {
      this.toUnpaid(orderId, { errorKey: this.errorKeyOf(e) });
    }
  }

  private async onDetails(data: Record<string, unknown>, actions: AdditionalDetailsActions): Promise<void> {
    const orderId = this.orderId;
    if (!orderId) return actions.reject();
    try {
      const result = await submitPaymentDetails(orderId, data);
      const step = nextPaymentStep(result);
      if (step.kind === 'failed') return this.toUnpaid(orderId, { resultCode: step.resultCode, refusalReason: step.reason });
      actions.resolve(forSdk(result));
    } catch (e) {
      this.toUnpaid(orderId, { errorKey: this.errorKeyOf(e) });
    }
  }

  private errorKeyOf(error: unknown): string {
    if (toFailure(error)?.code === 'CHECKOUT__ORDER_ORDER_ALREADY_PAID') return 'errors.alreadyPaid';
    return isNetworkError(error) ? 'clientErrors.network' : 'errors.error';
  }

  private async giftCardUsable(element: UIElement): Promise<boolean> {
    try {
      const paymentMethod = (element.data as { paymentMethod?: Record<string, unknown> }).paymentMethod ?? {};
      const answer = await checkGiftCardBalance(paymentMethod, this.options.orderId);
      return answer.resultCode !== 'Failed' && (answer.balance?.value ?? 0) > 0;
    } catch (e) {
      // Unknown: let the payment itself decide (it checks the balance again).
      return !isNetworkError(e);
    }
  }

  /** Starts the payment once the precheck passes; a second click while busy is ignored. */
  async pay(): Promise<void> {
    if (this.busy || isPayButtonBusy(this.snapshot.state)) return;
    this.set({ error: null });
    if (!this.options.precheck()) return;
    const element = this.element;
    if (this.isAdyen) {
      if (!element || this.snapshot.elementStatus !== 'ready') return;
      if (!element.isValid) {
        element.showValidation();
        this.set({ error: this.options.translate('element.invalid') });
        return;
      }
    }
    this.busy = true;
    this.dispatch({ type: 'submit' });
    // A gift card without money (or with a wrong PIN) must not leave an unpaid order behind.
    if (this.options.method?.adyenType === 'giftcard' && element && !this.orderId && !(await this.giftCardUsable(element))) {
      this.busy = false;
      this.dispatch({ type: 'fail' });
      this.set({ error: this.options.translate('errors.giftcardEmpty') });
      return;
    }
    let orderId: string | null = null;
    try {
      orderId = await this.options.prepare();
    } catch {
      orderId = null;
    }
    if (!orderId) {
      this.busy = false;
      this.dispatch({ type: 'fail' });
      return;
    }
    this.orderId = orderId;
    if (this.isAdyen && element) {
      element.submit();
      return;
    }
    try {
      const result = await handlePayment({ orderId, ...this.urls(orderId) });
      if (result.redirectUrl) {
        this.dispatch({ type: 'redirect' });
        window.location.assign(result.redirectUrl);
        return;
      }
      this.finishCompleted(orderId, '');
    } catch (e) {
      this.toUnpaid(orderId, { errorKey: this.errorKeyOf(e) });
    }
  }
}
