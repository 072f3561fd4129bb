/**
 * Harmless stand-ins for Adyen's CDN: SDK translations (small maps; the SDK merges them over its
 * bundled en-US) and payment method logos (generated SVG).
 */
import { escapeHtml } from './html';

type Translations = Record<string, string>;

const DE: Translations = {
  payButton: 'Zahlen',
  payAmountFormat: '%@ zahlen',
  'creditCard.encryptedCardNumber.aria.iframeTitle': 'Kartennummer',
  'creditCard.encryptedExpiryDate.aria.iframeTitle': 'Ablaufdatum',
  'creditCard.encryptedSecurityCode.aria.iframeTitle': 'Sicherheitscode',
  continueTo: 'Weiter zu',
  continue: 'Weiter',
  applyGiftcard: 'Einlösen',
  'form.instruction': 'Alle Felder sind Pflichtfelder, sofern nicht anders angegeben.',
  'field.title.optional': '(optional)',
  'creditCard.cardNumber.label': 'Kartennummer',
  'creditCard.expiryDate.label': 'Ablaufdatum',
  'creditCard.expiryDate.contextualText': 'Vorderseite der Karte im Format MM/JJ',
  'creditCard.securityCode.label': 'Sicherheitscode',
  'creditCard.securityCode.label.optional': 'Sicherheitscode (optional)',
  'creditCard.securityCode.contextualText.3digits': '3 Ziffern auf der Rückseite der Karte',
  'creditCard.securityCode.contextualText.4digits': '4 Ziffern auf der Vorderseite der Karte',
  'creditCard.holderName': 'Name auf der Karte',
  'giftcard.cardNumber.label': 'Kartennummer',
  'giftcard.securityCode.label': 'PIN',
  'sepa.ownerName': 'Name des Kontoinhabers',
  'sepa.ibanNumber': 'Kontonummer (IBAN)',
  'cc.num.900': 'Geben Sie die Kartennummer ein',
  'cc.num.901': 'Geben Sie die vollständige Kartennummer ein',
  'cc.num.902': 'Geben Sie eine gültige Kartennummer ein',
  'cc.num.903': 'Geben Sie eine unterstützte Kartenmarke ein',
  'cc.dat.912': 'Geben Sie ein gültiges Ablaufdatum ein',
  'cc.cvc.920': 'Geben Sie den Sicherheitscode ein',
  'error.subtitle.refused': 'Zahlung abgelehnt',
  'error.subtitle.payment': 'Zahlung fehlgeschlagen',
  'creditCard.success': 'Zahlung erfolgreich',
};

const FR: Translations = {
  payButton: 'Payer',
  payAmountFormat: 'Payer %@',
  continueTo: 'Continuer vers',
  continue: 'Continuer',
  applyGiftcard: 'Utiliser',
  'form.instruction': 'Tous les champs sont obligatoires, sauf indication contraire.',
  'field.title.optional': '(facultatif)',
  'creditCard.cardNumber.label': 'Numéro de la carte',
  'creditCard.expiryDate.label': "Date d'expiration",
  'creditCard.securityCode.label': 'Code de sécurité',
  'creditCard.holderName': 'Nom sur la carte',
  'giftcard.cardNumber.label': 'Numéro de la carte',
  'giftcard.securityCode.label': 'Code PIN',
  'sepa.ownerName': 'Au nom de',
  'sepa.ibanNumber': 'Numéro de compte (IBAN)',
  'cc.num.902': 'Saisissez un numéro de carte valide',
  'error.subtitle.refused': 'Paiement refusé',
  'creditCard.success': 'Paiement réussi',
};

/**
 * Arabic for every text the shop's card, gift card, SEPA and iDEAL forms show (labels, hints,
 * field errors, iframe titles, buttons); the package ships only en-US, so a key missing here
 * would show English on an Arabic page.
 */
const AR: Translations = {
  payButton: 'ادفع',
  'payButton.redirecting': 'جارٍ إعادة التوجيه…',
  payAmountFormat: 'ادفع %@',
  continueTo: 'المتابعة إلى',
  continue: 'متابعة',
  loading: 'جارٍ التحميل…',
  applyGiftcard: 'استخدام',
  giftcardBalance: 'رصيد بطاقة الهدايا',
  giftcardTransactionLimit: 'الحد الأقصى المسموح به لكل معاملة على بطاقة الهدايا هذه %{amount}',
  storeDetails: 'حفظ لعملية الدفع التالية',
  'form.instruction': 'جميع الحقول مطلوبة ما لم يُذكر خلاف ذلك.',
  'field.title.optional': '(اختياري)',
  'field.valid': 'الحقل صالح',
  'field.invalid': 'الحقل غير صالح',
  'field.error.required': 'أدخل %{label}',
  'field.error.invalid': 'أدخل %{label} صالحًا',
  'creditCard.cardNumber.label': 'رقم البطاقة',
  'creditCard.expiryDate.label': 'تاريخ انتهاء الصلاحية',
  'creditCard.expiryDate.contextualText': 'على وجه البطاقة بالتنسيق MM/YY',
  'creditCard.expiryMonth.label': 'شهر انتهاء الصلاحية',
  'creditCard.expiryYear.label': 'سنة انتهاء الصلاحية',
  'creditCard.securityCode.label': 'رمز الأمان',
  'creditCard.securityCode.label.optional': 'رمز الأمان (اختياري)',
  'creditCard.securityCode.contextualText.3digits': '3 أرقام على ظهر البطاقة',
  'creditCard.securityCode.contextualText.4digits': '4 أرقام على وجه البطاقة',
  'creditCard.holderName': 'الاسم على البطاقة',
  'creditCard.holderName.invalid': 'أدخل الاسم كما هو مكتوب على البطاقة',
  'creditCard.storeDetailsButton': 'تذكّر البطاقة للمرة القادمة',
  'creditCard.dualBrand.title': 'علامة البطاقة',
  'creditCard.dualBrand.description': 'يمكنك اختيار علامة البطاقة التي تفضّل الدفع بها. هذا اختياري.',
  'creditCard.encryptedCardNumber.aria.iframeTitle': 'رقم البطاقة',
  'creditCard.encryptedExpiryDate.aria.iframeTitle': 'تاريخ انتهاء الصلاحية',
  'creditCard.encryptedExpiryMonth.aria.iframeTitle': 'شهر انتهاء الصلاحية',
  'creditCard.encryptedExpiryYear.aria.iframeTitle': 'سنة انتهاء الصلاحية',
  'creditCard.encryptedSecurityCode.aria.iframeTitle': 'رمز الأمان',
  'creditCard.success': 'تم الدفع بنجاح',
  'giftcard.cardNumber.label': 'رقم البطاقة',
  'giftcard.securityCode.label': 'الرمز السري',
  'giftcard.encryptedCardNumber.aria.iframeTitle': 'رقم البطاقة',
  'giftcard.encryptedSecurityCode.aria.iframeTitle': 'الرمز السري',
  'error.giftcard.no-balance': 'رصيد بطاقة الهدايا هذه صفر',
  'error.giftcard.card-error': 'لا توجد في سجلاتنا بطاقة هدايا بهذا الرقم',
  'error.giftcard.currency-error': 'بطاقات الهدايا صالحة فقط بالعملة التي صدرت بها',
  'sepa.ownerName': 'اسم صاحب الحساب',
  'sepa.ibanNumber': 'رقم الحساب (IBAN)',
  'sepaDirectDebit.ibanField.invalid': 'رقم الحساب غير صالح',
  'idealIssuer.selectField.title': 'المصرف',
  'cc.num.900': 'أدخل رقم البطاقة',
  'cc.num.901': 'أدخل رقم البطاقة كاملًا',
  'cc.num.902': 'أدخل رقم بطاقة صالحًا',
  'cc.num.903': 'أدخل علامة بطاقة مدعومة',
  'cc.num.904': 'نوع البطاقة هذا غير مدعوم',
  'cc.dat.910': 'أدخل تاريخ انتهاء الصلاحية. على وجه البطاقة بالتنسيق MM/YY.',
  'cc.dat.911': 'أدخل تاريخ انتهاء الصلاحية كاملًا. على وجه البطاقة بالتنسيق MM/YY.',
  'cc.dat.912': 'أدخل تاريخ انتهاء صلاحية صالحًا. على وجه البطاقة بالتنسيق MM/YY.',
  'cc.dat.913': 'أدخل تاريخ انتهاء صلاحية صالحًا. على وجه البطاقة بالتنسيق MM/YY.',
  'cc.dat.914': 'البطاقة على وشك الانتهاء',
  'cc.mth.915': 'أدخل شهر انتهاء الصلاحية',
  'cc.yr.917': 'أدخل سنة انتهاء الصلاحية',
  'cc.yr.918': 'أدخل سنة انتهاء الصلاحية كاملة',
  'cc.cvc.920': 'أدخل رمز الأمان. 3 أرقام على ظهر البطاقة.',
  'cc.cvc.921': 'أدخل رمز الأمان كاملًا. 3 أرقام على ظهر البطاقة.',
  'cc.cvc.920.amex': 'أدخل رمز الأمان. 4 أرقام على وجه البطاقة.',
  'cc.cvc.921.amex': 'أدخل رمز الأمان كاملًا. 4 أرقام على وجه البطاقة.',
  'error.title': 'خطأ',
  'error.subtitle.redirect': 'فشلت إعادة التوجيه',
  'error.subtitle.payment': 'فشل الدفع',
  'error.subtitle.refused': 'تم رفض الدفع',
  'error.message.unknown': 'حدث خطأ غير معروف',
};

const TRANSLATIONS: Record<string, Translations> = { 'de-DE': DE, 'fr-FR': FR, ar: AR };

/** Translations for `sdk/{version}/translations/{locale}.json`; `{}` (= the SDK's en-US) for others. */
export function translationsFor(locale: string): Translations {
  return TRANSLATIONS[locale] ?? {};
}

/** True for the SDK's locale file names: `de-DE`, `ar`, `zh-TW`, … */
export function isLocaleName(value: string): boolean {
  return /^[a-z]{2}(-[A-Z]{2})?$/.test(value);
}

const BRAND_COLOURS: Record<string, string> = {
  visa: '#1a1f71',
  mc: '#eb001b',
  amex: '#2e77bb',
  maestro: '#0099df',
  ideal: '#cc0066',
  sepadirectdebit: '#10298e',
  givex: '#00a1de',
  giftcard: '#00a1de',
  card: '#5c687c',
  nocard: '#5c687c',
};

/** A small logo: a rounded card with the payment method's name. */
export function logoSvg(name: string): string {
  const clean = name.replace(/[^a-z0-9_-]/gi, '').slice(0, 24) || 'card';
  const colour = BRAND_COLOURS[clean.toLowerCase()] ?? '#00112c';
  const label = escapeHtml(clean.toUpperCase().slice(0, 6));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26" role="img" aria-label="${escapeHtml(clean)}">` +
    `<rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill="#fff" stroke="#b9c4c9"/>` +
    `<text x="20" y="16.5" font-family="Arial, sans-serif" font-size="${label.length > 4 ? 7 : 9}" font-weight="700" text-anchor="middle" fill="${colour}">${label}</text>` +
    '</svg>'
  );
}

/** Neutral UI icons for `images/components/*` (hints, lock, checkmark, error …). */
export function componentSvg(name: string): string {
  const stroke = /error|warning/.test(name) ? '#c12424' : /check|success/.test(name) ? '#0abf53' : '#5c687c';
  const path = /check|success/.test(name)
    ? '<path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke-width="2"/>'
    : /error|warning/.test(name)
      ? '<path d="M12 6v8M12 17v1" fill="none" stroke-width="2"/>'
      : '<rect x="3.5" y="6.5" width="17" height="11" rx="2" fill="none"/><path d="M3.5 10h17" fill="none"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" stroke="${stroke}" aria-hidden="true">${path}</svg>`;
}

/** 1×1 transparent PNG for the rare `.png` image requests. */
export const TRANSPARENT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
