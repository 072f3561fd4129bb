/** The session context (GET /context), reduced to what the storefront uses. */
export interface SessionView {
  token?: string;
  languageId?: string;
  currency: { id: string; isoCode: string; symbol?: string };
  taxState: 'gross' | 'net' | 'tax-free';
  country?: { id: string; name: string; iso?: string };
  shippingMethod?: { id: string; name: string };
  paymentMethod?: { id: string; name: string };
  customer: CustomerView | null;
  salesChannel: {
    id: string;
    navigationCategoryId: string;
    footerCategoryId?: string;
    serviceCategoryId?: string;
    countryId?: string;
    languageId?: string;
    /** The shop's default currency (the one prerendered pages and payloads show prices in). */
    currencyId?: string;
  };
  /** Shop settings of the sales channel (salesChannel.configuration). */
  shop: ShopSettings;
  /** The shop takes no real money (payment simulator; extensions.adyenData.testPayments). */
  testPayments: boolean;
}

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube' | 'tiktok' | 'pinterest' | 'linkedin';

export interface ShopSettings {
  listingLimit?: number;
  contactEmail?: string;
  social: Array<{ network: SocialNetwork; url: string }>;
  /** The shop offers the newsletter (sales channel config `newsletter`, on unless false). */
  newsletter: boolean;
}

export interface CustomerView {
  id: string;
  active: boolean;
  guest: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface LanguageView {
  id: string;
  code: string;
  name: string;
}

export interface CurrencyView {
  id: string;
  isoCode: string;
  symbol: string;
  name: string;
}

export interface CountryView {
  id: string;
  iso: string;
  name: string;
}
