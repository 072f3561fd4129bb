import type { Db } from '../../db/connection';
import { withoutNulls } from '../../lib/json';
import { translate } from '../../lib/i18n';
import {
  findDeliveryTime,
  findMedia,
  listActiveCountryStates,
  type CountryRow,
  type CurrencyRow,
  type DeliveryTimeRow,
  type LanguageRow,
  type MediaRow,
  type PaymentMethodRow,
  type SalutationRow,
  type ShippingMethodRow,
  type StateRow,
} from './contextRepository';

/**
 * Serializers for the small reference entities of a sales channel (Shopware entity JSON). Their
 * rows and the statements that read them are in contextRepository.ts; the row types and the
 * readers the other areas use (`loadStates`, `loadMedia`) are re-exported here.
 */

export type { CountryRow, CurrencyRow, DeliveryTimeRow, LanguageRow, MediaRow, PaymentMethodRow, SalutationRow, ShippingMethodRow, StateRow };

/** The active states of a country (by position, then short code). */
export const loadStates = listActiveCountryStates;

/** A media row by id; undefined for an unknown (or no) id. */
export const loadMedia = findMedia;

const ROUNDING = (decimals: number) => ({
  decimals,
  interval: 0.01,
  roundForNet: true,
  apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
});

/** Builds `field` plus `translated.field` for every translated column given. */
function translatedFields(
  row: Record<string, unknown>,
  locale: string,
  fields: Record<string, string>,
): {
  values: Record<string, string | null>;
  translated: Record<string, string | null>;
} {
  const values: Record<string, string | null> = {};
  for (const [apiField, column] of Object.entries(fields)) values[apiField] = translate(row[column] as string | null, locale);
  return { values, translated: { ...values } };
}

export function serializeLanguage(lang: LanguageRow) {
  const localeId = lang.id; // one locale per language in the embedded shop
  return withoutNulls({
    id: lang.id,
    name: lang.name,
    localeId,
    translationCodeId: localeId,
    active: true,
    locale: { id: localeId, code: lang.code, name: lang.name, territory: lang.code.split('-')[1] ?? '', translated: { name: lang.name, territory: lang.code.split('-')[1] ?? '' }, apiAlias: 'locale' },
    translationCode: {
      id: localeId,
      code: lang.code,
      name: lang.name,
      territory: lang.code.split('-')[1] ?? '',
      translated: { name: lang.name, territory: lang.code.split('-')[1] ?? '' },
      apiAlias: 'locale',
    },

    apiAlias: 'language',
  });
}

export function serializeCurrency(c: CurrencyRow, locale: string, defaultCurrencyId: string) {
  const { values, translated } = translatedFields(c as unknown as Record<string, unknown>, locale, { name: 'name', shortName: 'short_name' });
  return withoutNulls({
    id: c.id,
    isoCode: c.iso_code,
    symbol: c.symbol,
    factor: c.factor,
    position: c.position,
    isSystemDefault: c.id === defaultCurrencyId,
    taxFreeFrom: c.tax_free_from,
    ...values,
    itemRounding: ROUNDING(c.decimal_precision),
    totalRounding: ROUNDING(c.decimal_precision),

    translated,
    apiAlias: 'currency',
  });
}

export function currencyRounding(c: CurrencyRow) {
  return ROUNDING(c.decimal_precision);
}

export function serializeCountryState(s: StateRow, locale: string) {
  const name = translate(s.name, locale);
  return withoutNulls({
    id: s.id,
    countryId: s.country_id,
    shortCode: s.short_code,
    name,
    position: s.position,
    active: !!s.active,

    translated: { name },
    apiAlias: 'country_state',
  });
}

export function serializeCountry(c: CountryRow, locale: string, states?: StateRow[]) {
  const name = translate(c.name, locale);
  return withoutNulls({
    id: c.id,
    name,
    iso: c.iso,
    iso3: c.iso3,
    position: c.position,
    active: !!c.active,
    shippingAvailable: !!c.shipping_available,
    displayStateInRegistration: !!states?.length || !!c.force_state_in_registration,
    forceStateInRegistration: !!c.force_state_in_registration,
    checkVatIdPattern: !!c.vat_id_pattern,
    vatIdRequired: !!c.vat_id_required,
    vatIdPattern: c.vat_id_pattern ?? undefined,
    customerTax: { enabled: !!c.tax_free, currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca', amount: 0 },
    companyTax: { enabled: !!c.company_tax_free, currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca', amount: 0 },
    postalCodeRequired: !!c.postal_code_required,
    checkPostalCodePattern: !!c.postal_code_pattern,
    checkAdvancedPostalCodePattern: false,
    defaultPostalCodePattern: c.postal_code_pattern ?? undefined,
    // The schema types addressFormat as an object: lines keyed by their index.
    addressFormat: Object.fromEntries(
      [
        [{ type: 'snippet', value: 'address/company' }],
        [
          { type: 'snippet', value: 'address/first_name' },
          { type: 'snippet', value: 'address/last_name' },
        ],
        [{ type: 'snippet', value: 'address/street' }],
        [
          { type: 'snippet', value: 'address/zipcode' },
          { type: 'snippet', value: 'address/city' },
        ],
        [{ type: 'snippet', value: 'address/country' }],
      ].map((line, i) => [String(i), line]),
    ),
    isEu: !!c.is_eu,

    translated: { name },
    ...(states ? { states: states.map((s) => serializeCountryState(s, locale)) } : {}),
    apiAlias: 'country',
  });
}

export function serializeSalutation(s: SalutationRow, locale: string, position = 0) {
  const displayName = translate(s.display_name, locale);
  const letterName = translate(s.letter_name, locale);
  return withoutNulls({ id: s.id, salutationKey: s.salutation_key, displayName, letterName, position, translated: { displayName, letterName }, apiAlias: 'salutation' });
}

export function serializeDeliveryTime(d: DeliveryTimeRow, locale: string) {
  const name = translate(d.name, locale);
  return withoutNulls({ id: d.id, name, min: d.min, max: d.max, unit: d.unit, translated: { name }, apiAlias: 'delivery_time' });
}

/** Media entity with absolute URLs (Shopware answers absolute URLs for media and thumbnails). */
export function serializeMedia(m: MediaRow, locale: string, publicUrl: string) {
  const alt = translate(m.alt, locale);
  const title = translate(m.title, locale);
  let thumbs: Array<{ width: number; height: number; path: string }> = [];
  try {
    thumbs = JSON.parse(m.thumbnails) as typeof thumbs;
  } catch {
    thumbs = [];
  }
  return withoutNulls({
    id: m.id,
    mimeType: m.mime_type,
    fileExtension: m.file_extension,
    fileName: m.file_name,
    fileSize: m.file_size,
    uploadedAt: m.created_at,
    metaData: m.width && m.height ? { width: m.width, height: m.height } : null,
    alt,
    title,
    url: m.private ? '' : `${publicUrl}/media/${m.path}`,
    path: m.path,
    hasFile: true,
    private: !!m.private,

    translated: { alt, title },
    thumbnails: m.private
      ? []
      : thumbs.map((t, i) => ({
          id: `${m.id.slice(0, 28)}${(i + 1).toString(16).padStart(4, '0')}`,
          mediaId: m.id,
          width: t.width,
          height: t.height,
          url: `${publicUrl}/media/${t.path}`,
          path: t.path,

          apiAlias: 'media_thumbnail',
        })),
    apiAlias: 'media',
  });
}

export function serializeShippingMethod(db: Db, s: ShippingMethodRow, locale: string) {
  const name = translate(s.name, locale);
  const description = translate(s.description, locale);
  const dt = s.delivery_time_id ? findDeliveryTime(db, s.delivery_time_id) : undefined;
  const trackingUrl = translate(s.tracking_url, locale);
  return withoutNulls({
    id: s.id,
    technicalName: s.technical_name,
    name,
    description,
    active: !!s.active,
    position: s.position,
    taxType: s.tax_type,
    deliveryTimeId: s.delivery_time_id ?? '',
    deliveryTime: dt ? serializeDeliveryTime(dt, locale) : undefined,
    trackingUrl,

    translated: { name, description, trackingUrl },
    apiAlias: 'shipping_method',
  });
}

export function serializePaymentMethod(db: Db, p: PaymentMethodRow, locale: string, publicUrl: string) {
  const name = translate(p.name, locale);
  const description = translate(p.description, locale);
  const media = findMedia(db, p.media_id);
  return withoutNulls({
    id: p.id,
    technicalName: p.technical_name,
    name,
    distinguishableName: name,
    shortName: p.technical_name,
    description,
    position: p.position,
    active: !!p.active,
    afterOrderEnabled: !!p.after_order_enabled,
    mediaId: p.media_id ?? undefined,
    media: media ? serializeMedia(media, locale, publicUrl) : undefined,

    translated: { name, description, distinguishableName: name },
    // The Adyen plugin marks its methods so the storefront mounts the right component.
    extensions: p.adyen_type ? { adyenData: { type: p.adyen_type } } : {},
    apiAlias: 'payment_method',
  });
}
