import { idFor } from '../../../lib/ids';
import type { SeedContext } from '../context';
import { paymentLogo, type PaymentIcon } from '../illustrations';
import { tr, type Tr } from '../types';
import { deliveryTimeId, type DeliveryTimeKey } from './basics';

// --- Shipping ------------------------------------------------------------------------------

export interface WeightRules {
  kind: 'weight';
  brackets: Array<{ maxWeight: number; price: number }>;
  freeFrom?: number;
  maxWeight: number;
}
export interface PalletRules {
  kind: 'pallet';
  pricePerPallet: number;
  halfPalletPrice: number;
}

interface ShippingDef {
  key: 'parcel' | 'pallet_freight' | 'express';
  name: Tr;
  description: Tr;
  deliveryTime: DeliveryTimeKey;
  /** Gross EUR per cart, read by server/pricing/shipping.ts. */
  rules: WeightRules | PalletRules;
  /** The carrier's tracking page, `%s` for the code (Shopware's trackingUrl); freight has none (the forwarder calls ahead). */
  trackingUrl?: Tr;
}

const DHL_PARCEL = (lang: 'de' | 'en') => `https://www.dhl.de/${lang}/privatkunden/pakete-empfangen/verfolgen.html?piececode=%s`;

export const SHIPPING_METHODS: ShippingDef[] = [
  {
    key: 'parcel', deliveryTime: '2-5-days',
    name: tr('Paketversand', 'Parcel delivery', 'Envoi en colis', 'الشحن كطرد'),
    description: tr(
      'Sackware, Futter und Zubehör per Paketdienst. Versandkostenfrei ab 150 €.',
      'Bagged goods, feed and accessories by parcel service. Free delivery from €150.',
      'Sacs, aliments et accessoires par colis. Livraison offerte dès 150 €.',
      'الأكياس والأعلاف والإكسسوارات عبر خدمة الطرود. شحن مجاني ابتداءً من 150 يورو.',
    ),
    rules: { kind: 'weight', brackets: [{ maxWeight: 10, price: 5.9 }, { maxWeight: 31.5, price: 8.9 }, { maxWeight: 100, price: 19.9 }], freeFrom: 150, maxWeight: 100 },
    trackingUrl: tr(DHL_PARCEL('de'), DHL_PARCEL('en'), DHL_PARCEL('en'), DHL_PARCEL('en')),
  },
  {
    key: 'pallet_freight', deliveryTime: '5-10-days',
    name: tr('Palettenspedition', 'Pallet freight', 'Livraison sur palette', 'الشحن بالمنصات'),
    description: tr(
      'Halbe und ganze Paletten per Spedition frei Bordsteinkante, mit telefonischer Avisierung.',
      'Half and full pallets by freight to the kerbside, with a phone call before delivery.',
      'Demi-palettes et palettes livrées par transporteur en bordure de trottoir, avec prise de rendez-vous.',
      'أنصاف المنصات والمنصات الكاملة عبر شركة شحن حتى حافة الرصيف، مع اتصال هاتفي مسبق.',
    ),
    rules: { kind: 'pallet', pricePerPallet: 89, halfPalletPrice: 59 },
  },
  {
    key: 'express', deliveryTime: '1-3-days',
    name: tr('Expressversand', 'Express delivery', 'Livraison express', 'الشحن السريع'),
    description: tr(
      'Zustellung am nächsten Werktag für Pakete bis 31,5 kg.',
      'Next working day delivery for parcels up to 31.5 kg.',
      'Livraison le jour ouvré suivant pour les colis jusqu’à 31,5 kg.',
      'التوصيل في يوم العمل التالي للطرود حتى 31.5 كغ.',
    ),
    rules: { kind: 'weight', brackets: [{ maxWeight: 10, price: 14.9 }, { maxWeight: 31.5, price: 24.9 }], maxWeight: 31.5 },
    trackingUrl: tr(
      'https://www.dhl.com/de-de/home/sendungsverfolgung.html?tracking-id=%s',
      'https://www.dhl.com/gb-en/home/tracking.html?tracking-id=%s',
      'https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=%s',
      'https://www.dhl.com/ae-ar/home/tracking.html?tracking-id=%s',
    ),
  },
];

export const shippingMethodId = (key: string): string => idFor(`shipping:${key}`);

// --- Payment -------------------------------------------------------------------------------

interface PaymentDef {
  key: 'card' | 'sepa' | 'redirect' | 'giftcard' | 'prepayment' | 'invoice';
  handler: 'adyen' | 'prepayment' | 'invoice';
  adyenType: string | null;
  icon: PaymentIcon;
  colour: string;
  name: Tr;
  description: Tr;
}

export const PAYMENT_METHODS: PaymentDef[] = [
  {
    key: 'card', handler: 'adyen', adyenType: 'scheme', icon: 'card', colour: '#2f4f7f',
    name: tr('Kreditkarte', 'Credit card', 'Carte bancaire', 'بطاقة ائتمان'),
    description: tr('Visa, Mastercard und American Express – sicher mit 3-D Secure.', 'Visa, Mastercard and American Express – secured with 3-D Secure.', 'Visa, Mastercard et American Express – sécurisé par 3-D Secure.', 'فيزا وماستركارد وأمريكان إكسبريس – دفع آمن عبر 3-D Secure.'),
  },
  {
    key: 'sepa', handler: 'adyen', adyenType: 'sepadirectdebit', icon: 'sepa', colour: '#1f5c4a',
    name: tr('SEPA-Lastschrift', 'SEPA direct debit', 'Prélèvement SEPA', 'الخصم المباشر SEPA'),
    description: tr('Bequem per Lastschrift von Ihrem Girokonto.', 'Conveniently by direct debit from your bank account.', 'Prélèvement direct sur votre compte bancaire.', 'خصم مباشر ومريح من حسابك المصرفي.'),
  },
  {
    key: 'redirect', handler: 'adyen', adyenType: 'ideal', icon: 'bank', colour: '#a23b5a',
    name: tr('Online-Überweisung (iDEAL)', 'Online bank transfer (iDEAL)', 'Virement en ligne (iDEAL)', 'تحويل مصرفي عبر الإنترنت (iDEAL)'),
    description: tr('Sie werden zu Ihrer Bank weitergeleitet und bestätigen die Zahlung dort.', 'You are redirected to your bank to confirm the payment.', 'Vous êtes redirigé vers votre banque pour confirmer le paiement.', 'ستتم إعادة توجيهك إلى مصرفك لتأكيد الدفع.'),
  },
  {
    key: 'giftcard', handler: 'adyen', adyenType: 'giftcard', icon: 'giftcard', colour: '#c76b2a',
    name: tr('Geschenkkarte', 'Gift card', 'Carte cadeau', 'بطاقة هدايا'),
    description: tr('Lösen Sie eine Stallwerk-Geschenkkarte ein; ein Restbetrag kann anders bezahlt werden.', 'Redeem a Stallwerk gift card; any remaining amount can be paid another way.', 'Utilisez une carte cadeau Stallwerk ; le solde peut être réglé autrement.', 'استخدم بطاقة هدايا Stallwerk، ويمكن دفع المبلغ المتبقي بطريقة أخرى.'),
  },
  {
    key: 'prepayment', handler: 'prepayment', adyenType: null, icon: 'prepayment', colour: '#6b4a2b',
    name: tr('Vorkasse', 'Prepayment', 'Paiement anticipé', 'الدفع المسبق'),
    description: tr('Sie überweisen den Betrag nach der Bestellung; wir versenden nach Zahlungseingang.', 'You transfer the amount after ordering; we ship once payment has been received.', 'Vous virez le montant après la commande ; nous expédions dès réception.', 'تحوّل المبلغ بعد الطلب، ونشحن فور استلام الدفعة.'),
  },
  {
    key: 'invoice', handler: 'invoice', adyenType: null, icon: 'invoice', colour: '#3f6b3a',
    name: tr('Rechnung', 'Invoice', 'Facture', 'الدفع بالفاتورة'),
    description: tr('Zahlbar innerhalb von 14 Tagen nach Erhalt der Ware.', 'Payable within 14 days of receiving the goods.', 'Payable sous 14 jours après réception.', 'يُدفع خلال 14 يوماً من استلام البضاعة.'),
  },
];

export const paymentMethodId = (key: string): string => idFor(`payment:${key}`);

// --- Sortings ------------------------------------------------------------------------------

interface SortingDef {
  key: string;
  priority: number;
  label: Tr;
  field: string;
  order: 'asc' | 'desc';
}

/** `topseller` has the highest priority: it is the default listing sorting. */
export const SORTINGS: SortingDef[] = [
  { key: 'topseller', priority: 100, field: 'product.sales', order: 'desc', label: tr('Topseller', 'Best sellers', 'Meilleures ventes', 'الأكثر مبيعاً') },
  { key: 'name-asc', priority: 90, field: 'product.name', order: 'asc', label: tr('Name A–Z', 'Name A–Z', 'Nom de A à Z', 'الاسم تصاعدياً') },
  { key: 'name-desc', priority: 80, field: 'product.name', order: 'desc', label: tr('Name Z–A', 'Name Z–A', 'Nom de Z à A', 'الاسم تنازلياً') },
  { key: 'price-asc', priority: 70, field: 'product.cheapestPrice', order: 'asc', label: tr('Preis aufsteigend', 'Price ascending', 'Prix croissant', 'السعر من الأقل إلى الأعلى') },
  { key: 'price-desc', priority: 60, field: 'product.cheapestPrice', order: 'desc', label: tr('Preis absteigend', 'Price descending', 'Prix décroissant', 'السعر من الأعلى إلى الأقل') },
  { key: 'rating', priority: 50, field: 'product.ratingAverage', order: 'desc', label: tr('Beste Bewertung', 'Top rated', 'Mieux notés', 'الأعلى تقييماً') },
];

export function addCheckout({ rows, media }: SeedContext): void {
  SHIPPING_METHODS.forEach((s, i) => {
    rows.add('shipping_method', {
      id: shippingMethodId(s.key), technical_name: s.key, name: s.name, description: s.description,
      delivery_time_id: deliveryTimeId(s.deliveryTime), position: i + 1, active: 1, tax_type: 'auto', price_rules: s.rules,
      tracking_url: s.trackingUrl ?? null,
    });
  });
  PAYMENT_METHODS.forEach((p, i) => {
    const logo = media.image({
      folder: 'payment', name: p.key, width: 400, height: 240,
      svg: () => paymentLogo(p.icon, p.colour),
      alt: tr(`Logo ${p.name['de-DE']}`, `${p.name['en-GB']} logo`, `Logo ${p.name['fr-FR']}`, `شعار ${p.name['ar-AE']}`),
    });
    rows.add('payment_method', {
      id: paymentMethodId(p.key), technical_name: p.key, name: p.name, description: p.description, handler: p.handler,
      adyen_type: p.adyenType, position: i + 1, active: 1, after_order_enabled: 1, media_id: logo,
    });
  });
  for (const s of SORTINGS) {
    rows.add('product_sorting', {
      id: idFor(`sorting:${s.key}`), url_key: s.key, priority: s.priority, label: s.label,
      fields: [{ field: s.field, order: s.order, priority: 1, naturalSorting: 0 }],
    });
  }
}
