import { DEMO_ACCESS_KEY } from '../../../config';
import { idFor } from '../../../lib/ids';
import type { SeedContext } from '../context';
import type { SeoUrls } from '../seo';
import { tr } from '../types';
import { categoryId } from './categories';
import { paymentMethodId, shippingMethodId } from './checkout';
import { cmsId } from './cmsIds';
import { countryId } from './countries';
import { currencyId, languageId } from './languages';

export const SALES_CHANNEL_ID = idFor('sales-channel');
export const LANDING_PAGE_ID = idFor('landing-page:winteraktion');

export const SALES_CHANNEL_CONFIG = {
  listingLimit: 10,
  social: [
    { network: 'instagram', handle: 'stallwerk' },
    { network: 'facebook', handle: 'stallwerk' },
    { network: 'youtube', handle: 'stallwerk' },
  ],
  shopName: 'Stallwerk',
  contactEmail: 'service@stallwerk.example',
  newsletter: true,
};

export function addLandingPages({ rows }: SeedContext, seo: SeoUrls): void {
  const url = tr('winteraktion', 'winter-deal', 'offre-hiver', 'winter-deal');
  rows.add('landing_page', {
    id: LANDING_PAGE_ID,
    name: tr('Winteraktion', 'Winter deal', 'Offre d’hiver', 'عرض الشتاء'),
    url,
    meta_title: tr('Winteraktion | Stallwerk', 'Winter deal | Stallwerk', 'Offre d’hiver | Stallwerk', 'عرض الشتاء | Stallwerk'),
    meta_description: tr(
      'Einstreu, Matten und Futter für trockene Boxen und gesunde Pferde im Winter.',
      'Bedding, mats and feed for dry boxes and healthy horses in winter.',
      'Litière, tapis et aliments pour des box secs et des chevaux en forme en hiver.',
      'فرشة وحصائر وأعلاف لحظائر جافة وخيول سليمة في الشتاء.',
    ),
    keywords: null,
    active: 1,
    cms_page_id: cmsId('landing-winter'),
    custom_fields: null,
  });
  seo.add('frontend.landing.page', LANDING_PAGE_ID, url);
}

export function addSalesChannel({ rows }: SeedContext): void {
  rows.add('sales_channel', {
    id: SALES_CHANNEL_ID,
    name: 'Stallwerk',
    access_key: DEMO_ACCESS_KEY,
    language_id: languageId('de-DE'),
    currency_id: currencyId('EUR'),
    country_id: countryId('DE'),
    payment_method_id: paymentMethodId('card'),
    shipping_method_id: shippingMethodId('parcel'),
    navigation_category_id: categoryId('root-main'),
    footer_category_id: categoryId('root-footer'),
    service_category_id: categoryId('root-service'),
    home_cms_page_id: cmsId('home'),
    maintenance: 0,
    config: SALES_CHANNEL_CONFIG,
  });
}
