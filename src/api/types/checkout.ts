import type { ImageView } from './product';

/** A shipping or payment method as the checkout lists it. */
export interface MethodView {
  id: string;
  name: string;
  description?: string;
  technicalName?: string;
  image?: ImageView;
  /** Payment only: the Adyen payment method type (scheme, ideal, sepadirectdebit, giftcard). */
  adyenType?: string;
  /** Shipping only: the translated delivery time ('2-5 Tage'). */
  deliveryTime?: string;
  /** Payment only: whether an unpaid order can be paid again with this method. */
  afterOrderEnabled: boolean;
}

export interface AddressView {
  id: string;
  salutationId?: string;
  salutation?: string;
  title?: string;
  firstName: string;
  lastName: string;
  company?: string;
  department?: string;
  street: string;
  additionalAddressLine1?: string;
  additionalAddressLine2?: string;
  zipcode?: string;
  city: string;
  countryId: string;
  country?: string;
  countryIso?: string;
  countryStateId?: string;
  countryState?: string;
  phoneNumber?: string;
}

/** Address fields as the forms send them (POST/PATCH /account/address, registration). */
export interface AddressInput {
  salutationId?: string;
  title?: string;
  firstName: string;
  lastName: string;
  company?: string;
  department?: string;
  street: string;
  additionalAddressLine1?: string;
  zipcode?: string;
  city: string;
  countryId: string;
  countryStateId?: string;
  phoneNumber?: string;
}

/** The customer of the checkout session with the addresses the order will use. */
export interface CheckoutCustomerView {
  id: string;
  guest: boolean;
  active: boolean;
  accountType: 'private' | 'business';
  email: string;
  salutationId?: string;
  title?: string;
  firstName: string;
  lastName: string;
  company?: string;
  vatIds: string[];
  defaultBillingAddressId?: string;
  defaultShippingAddressId?: string;
  billingAddress?: AddressView;
  shippingAddress?: AddressView;
}

/** The public Adyen configuration of /context (extensions.adyenData). */
export interface AdyenConfigView {
  clientKey: string;
  environment: 'test' | 'live';
  /** Only where the SDK must talk to another host than Adyen's (the embedded simulator). */
  environmentUrls?: { api: string; analytics?: string; cdnImages?: string; cdnTranslations?: string };
}

/** What the checkout needs from GET /context. */
export interface CheckoutContextView {
  customer: CheckoutCustomerView | null;
  shippingMethodId?: string;
  paymentMethodId?: string;
  countryId?: string;
  currency: { id: string; isoCode: string };
  taxState: 'gross' | 'net' | 'tax-free';
  adyen: AdyenConfigView | null;
}

export interface SalutationView {
  id: string;
  key: string;
  name: string;
}

export interface CountryStateView {
  id: string;
  name: string;
  shortCode?: string;
}

/** A country with its address rules (postal code, state) for the address forms. */
export interface CountryRulesView {
  id: string;
  iso: string;
  name: string;
  postalCodeRequired: boolean;
  postalCodePattern?: string;
  /** The state must be chosen (and is offered when states exist). */
  forceState: boolean;
  displayState: boolean;
  vatIdPattern?: string;
}

export type TransactionStateName =
  | 'open'
  | 'in_progress'
  | 'paid'
  | 'paid_partially'
  | 'authorized'
  | 'failed'
  | 'cancelled'
  | 'reminded'
  | 'unconfirmed'
  | 'refunded'
  | 'refunded_partially'
  | 'chargeback';

export interface OrderLineView {
  id: string;
  type: string;
  label: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  productNumber?: string;
  /** The ordered product (absent for promotions and custom lines). */
  productId?: string;
  image?: ImageView;
  options: Array<{ group: string; option: string }>;
  /** Files of a digital product; accessGranted once the order is paid. */
  downloads?: Array<{ id: string; fileName: string; accessGranted: boolean }>;
}

/** Prepayment and invoice: where and by when to transfer the money (the order number is the reference). */
/** An order's delivery: its state, carrier, expected window and the carrier's tracking codes. */
export interface DeliveryView {
  state: string;
  stateName: string;
  method?: string;
  earliest?: string;
  latest?: string;
  /** Each code with the carrier's tracking page, where the shipping method has one (http(s) only). */
  tracking: Array<{ code: string; url?: string }>;
}

export interface TransferView {
  kind: 'prepayment' | 'invoice';
  recipient: string;
  iban: string;
  bic: string;
  bank: string;
  amount: number;
  reference: string;
  dueDate: string;
  paymentDays: number;
}

/** An order as the success and payment pages show it. */
export interface OrderView {
  id: string;
  orderNumber: string;
  orderDate: string;
  state: string;
  stateName: string;
  currency: string;
  amountTotal: number;
  amountNet: number;
  positionPrice: number;
  shippingTotal: number;
  taxStatus: 'gross' | 'net' | 'tax-free';
  taxes: Array<{ rate: number; tax: number }>;
  lineItems: OrderLineView[];
  email?: string;
  billingAddress?: AddressView;
  shippingAddress?: AddressView;
  shippingMethod?: string;
  customerComment?: string;
  deepLinkCode?: string;
  payment: {
    transactionId?: string;
    state: TransactionStateName | string;
    stateName: string;
    methodId?: string;
    methodName?: string;
    adyenType?: string;
  };
  /** Payment may be changed or retried (the server's paymentChangeable). */
  paymentChangeable: boolean;
  documents: Array<{ id: string; deepLinkCode: string; type: string; number?: string; date?: string }>;
  /** Bank details of a prepayment or invoice order. */
  transfer?: TransferView;
  /** The goods' way to the customer; none for an order of downloads only. */
  delivery?: DeliveryView;
  /** The customer is a business (company or VAT ID): net rows are shown. */
  business: boolean;
  vatIds: string[];
}

/** One page of the customer's orders, newest first. */
export interface OrderListView {
  orders: OrderView[];
  total: number;
  page: number;
  limit: number;
}

/** The Adyen plugin's answer to handle-payment, payment-status and payment-details. */
export interface PaymentResultView {
  isFinal: boolean;
  resultCode?: string;
  action?: Record<string, unknown> & { type: string };
  order?: { orderData: string; pspReference: string; remainingAmount?: { value: number; currency: string }; amount?: { value: number; currency: string } };
  refusalReason?: string;
  refusalReasonCode?: string;
  /** Non-Adyen handlers (prepayment, invoice) may ask for a redirect; null when none. */
  redirectUrl?: string | null;
}

/** The result of a registration: logged in at once, or waiting for the e-mail confirmation. */
export interface RegistrationResult {
  customerId: string;
  active: boolean;
  guest: boolean;
  /** Double opt-in: the account works after the link in the e-mail was followed. */
  needsConfirmation: boolean;
}
