import type { AddressView, MethodView } from './checkout';

/** The signed-in customer as the account pages show it (POST /account/customer). */
export interface AccountCustomerView {
  id: string;
  customerNumber?: string;
  accountType: 'private' | 'business';
  email: string;
  salutationId?: string;
  salutation?: string;
  title?: string;
  firstName: string;
  lastName: string;
  /** ISO date (yyyy-mm-dd) or undefined. */
  birthday?: string;
  company?: string;
  vatIds: string[];
  defaultBillingAddressId?: string;
  defaultShippingAddressId?: string;
  defaultBillingAddress?: AddressView;
  defaultShippingAddress?: AddressView;
  defaultPaymentMethodId?: string;
  defaultPaymentMethod?: MethodView;
  orderCount: number;
}

/** Newsletter state of the account's e-mail address (POST /account/newsletter-recipient). */
export type NewsletterStatusView = 'subscribed' | 'pending' | 'none';

export interface ProfileInput {
  accountType: 'private' | 'business';
  salutationId?: string;
  title?: string;
  firstName: string;
  lastName: string;
  birthdayDay?: number;
  birthdayMonth?: number;
  birthdayYear?: number;
  company?: string;
  vatIds?: string[];
}
