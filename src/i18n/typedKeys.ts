import 'i18next';
import type account from '../../locales/de-DE/account.json';
import type advisor from '../../locales/de-DE/advisor.json';
import type calculator from '../../locales/de-DE/calculator.json';
import type cart from '../../locales/de-DE/cart.json';
import type catalog from '../../locales/de-DE/catalog.json';
import type checkout from '../../locales/de-DE/checkout.json';
import type cms from '../../locales/de-DE/cms.json';
import type common from '../../locales/de-DE/common.json';
import type errors from '../../locales/de-DE/errors.json';
import type forms from '../../locales/de-DE/forms.json';
import type orders from '../../locales/de-DE/orders.json';
import type payment from '../../locales/de-DE/payment.json';
import type validations from '../../locales/de-DE/validations.json';
import type wishlist from '../../locales/de-DE/wishlist.json';

// Translation keys are typed from the default locale (de-DE): a missing key fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      catalog: typeof catalog;
      cms: typeof cms;
      cart: typeof cart;
      checkout: typeof checkout;
      account: typeof account;
      errors: typeof errors;
      validations: typeof validations;
      wishlist: typeof wishlist;
      forms: typeof forms;
      payment: typeof payment;
      advisor: typeof advisor;
      calculator: typeof calculator;
      orders: typeof orders;
    };
  }
}
