import type { StoreDeps } from '../hooks';
import { salesChannelConfig } from './salesChannel';
import { findLanguage, findPaymentMethod, findShippingMethod, listTaxRates } from './contextRepository';
import type { CountryRow, CurrencyRow, RequestContext } from './context';
import { currencyRounding, loadStates, serializeCountry, serializeCurrency, serializeLanguage, serializePaymentMethod, serializeShippingMethod } from './entities';

/**
 * GET /context: Shopware's SalesChannelContext for the caller's session. Other areas add to it
 * (the customer, the Adyen client data) through StoreHooks.contextExtenders.
 */
export function serializeSalesChannelContext(deps: StoreDeps, ctx: RequestContext): Record<string, unknown> {
  const { db, config } = deps;
  const ch = ctx.salesChannel;
  const shipping = findShippingMethod(db, ctx.shippingMethodId) ?? findShippingMethod(db, ch.shipping_method_id)!;
  const payment = findPaymentMethod(db, ctx.paymentMethodId) ?? findPaymentMethod(db, ch.payment_method_id)!;
  const defaultLanguage = findLanguage(db, ch.language_id)!;
  const currency = serializeCurrency(ctx.currency, ctx.locale, ch.currency_id);
  const taxRules = listTaxRates(db).map((t) => ({ taxRate: t.tax_rate, name: t.name }));
  const customerGroup = ctx.displayGross ? { name: 'Standard customer group', displayGross: true } : { name: 'Business customers', displayGross: false };

  const out: Record<string, unknown> = {
    token: ctx.token,
    currentCustomerGroup: customerGroup,
    fallbackCustomerGroup: { name: 'Standard customer group', displayGross: true },
    currency,
    salesChannel: {
      id: ch.id,
      name: ch.name,
      shortName: ch.name,
      languageId: ch.language_id,
      customerGroupId: ch.id,
      currencyId: ch.currency_id,
      paymentMethodId: ch.payment_method_id,
      shippingMethodId: ch.shipping_method_id,
      countryId: ch.country_id,
      navigationCategoryId: ch.navigation_category_id,
      navigationCategoryDepth: 3,
      footerCategoryId: ch.footer_category_id ?? undefined,
      serviceCategoryId: ch.service_category_id ?? undefined,
      taxCalculationType: 'horizontal',
      active: true,
      maintenance: !!ch.maintenance,
      hreflangActive: true,
      configuration: salesChannelConfig(ch),
      language: serializeLanguage(defaultLanguage),

      translated: { name: ch.name },
      apiAlias: 'sales_channel',
    },
    taxRules,
    customer: null,
    paymentMethod: serializePaymentMethod(db, payment, ctx.locale, config.publicUrl),
    shippingMethod: serializeShippingMethod(db, shipping, ctx.locale),
    shippingLocation: {
      apiAlias: 'cart_delivery_shipping_location',
      country: serializeCountry(ctx.country as CountryRow, ctx.locale, loadStates(db, ctx.country.id)),
    },
    context: {
      versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
      currencyId: ctx.currency.id,
      currencyFactor: ctx.currency.factor,
      currencyPrecision: (ctx.currency as CurrencyRow).decimal_precision,
      languageIdChain: ctx.language.id === ch.language_id ? [ctx.language.id] : [ctx.language.id, ch.language_id],
      scope: 'user',
      source: { type: 'sales-channel', salesChannelId: ch.id },
      taxState: ctx.taxState,
      useCache: true,
      apiAlias: 'context',
    },
    itemRounding: currencyRounding(ctx.currency),
    totalRounding: currencyRounding(ctx.currency),
    languageInfo: { name: ctx.language.name, localeCode: ctx.language.code },
    measurementSystem: { system: 'metric', units: { length: 'mm', weight: 'kg' } },
    extensions: {},
    apiAlias: 'sales_channel_context',
  };
  for (const extend of deps.hooks.contextExtenders) extend(deps, ctx, out);
  return out;
}
