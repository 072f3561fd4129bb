import type { ShopSettings, SessionView, SocialNetwork } from '../types';
import { asLoose, num, str, translated, type SalesChannelContext } from './schemas';

const SOCIAL_URLS: Record<SocialNetwork, (handle: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  pinterest: (h) => `https://www.pinterest.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/company/${h}`,
};

/** Reads listing size, contact and social profiles from salesChannel.configuration. */
export function mapShopSettings(configuration: unknown): ShopSettings {
  const c = asLoose(configuration);
  const social = (Array.isArray(c.social) ? c.social : []).map(asLoose).flatMap((s) => {
    const network = str(s.network) as SocialNetwork | undefined;
    const url = str(s.url) ?? (network && SOCIAL_URLS[network] && str(s.handle) ? SOCIAL_URLS[network](str(s.handle) as string) : undefined);
    return network && url && /^https:\/\//.test(url) ? [{ network, url }] : [];
  });
  const limit = num(c.listingLimit);
  return { listingLimit: limit && limit > 0 ? limit : undefined, contactEmail: str(c.contactEmail), social, newsletter: c.newsletter !== false };
}

const TAX_STATES = new Set(['gross', 'net', 'tax-free']);

export function mapSession(ctx: SalesChannelContext): SessionView {
  const c = asLoose(ctx.context);
  const customer = ctx.customer;
  const country = ctx.shippingLocation?.country;
  const channel = ctx.salesChannel;
  const taxState = str(c.taxState);
  return {
    token: str(ctx.token),
    languageId: str(channel?.languageId) && Array.isArray(c.languageIdChain) ? str(c.languageIdChain[0]) : str(channel?.languageId),
    currency: { id: ctx.currency?.id ?? str(c.currencyId) ?? '', isoCode: ctx.currency?.isoCode ?? 'EUR', symbol: str(ctx.currency?.symbol) },
    taxState: taxState && TAX_STATES.has(taxState) ? (taxState as SessionView['taxState']) : 'gross',
    country: country ? { id: country.id, name: translated(country, 'name') ?? '', iso: str(country.iso) } : undefined,
    shippingMethod: ctx.shippingMethod ? { id: ctx.shippingMethod.id, name: translated(ctx.shippingMethod, 'name') ?? ctx.shippingMethod.name } : undefined,
    paymentMethod: ctx.paymentMethod ? { id: ctx.paymentMethod.id, name: translated(ctx.paymentMethod, 'name') ?? ctx.paymentMethod.name } : undefined,
    customer: customer
      ? {
          id: customer.id,
          active: customer.active !== false,
          guest: Boolean(customer.guest),
          firstName: str(customer.firstName),
          lastName: str(customer.lastName),
          email: str(customer.email),
        }
      : null,
    salesChannel: {
      id: channel.id,
      navigationCategoryId: channel.navigationCategoryId,
      footerCategoryId: str(channel.footerCategoryId),
      serviceCategoryId: str(channel.serviceCategoryId),
      countryId: str(channel.countryId),
      languageId: str(channel.languageId),
      currencyId: str(channel.currencyId),
    },
    shop: mapShopSettings(channel.configuration),
    testPayments: asLoose(asLoose(asLoose(ctx).extensions).adyenData).testPayments === true,
  };
}

/** Spec §4: logged in = id present, active and not guest. */
export const isLoggedIn = (s: SessionView | null | undefined): boolean => Boolean(s?.customer?.id && s.customer.active && !s.customer.guest);
export const isGuestSession = (s: SessionView | null | undefined): boolean => Boolean(s?.customer?.guest);
