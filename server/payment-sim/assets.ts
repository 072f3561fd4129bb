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

const AR: Translations = {
  payButton: 'ادفع',
  payAmountFormat: 'ادفع %@',
  continueTo: 'المتابعة إلى',
  'creditCard.cardNumber.label': 'رقم البطاقة',
  'creditCard.expiryDate.label': 'تاريخ انتهاء الصلاحية',
  'creditCard.securityCode.label': 'رمز الأمان',
  'creditCard.holderName': 'الاسم على البطاقة',
  'cc.num.902': 'أدخل رقم بطاقة صالحًا',
  'error.subtitle.refused': 'تم رفض الدفع',
  'creditCard.success': 'تم الدفع بنجاح',
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
  visa: '#1a1f71', mc: '#eb001b', amex: '#2e77bb', maestro: '#0099df', ideal: '#cc0066',
  sepadirectdebit: '#10298e', givex: '#00a1de', giftcard: '#00a1de', card: '#5c687c', nocard: '#5c687c',
};

/** A small logo: a rounded card with the payment method's name. */
export function logoSvg(name: string): string {
  const clean = name.replace(/[^a-z0-9_-]/gi, '').slice(0, 24) || 'card';
  const colour = BRAND_COLOURS[clean.toLowerCase()] ?? '#00112c';
  const label = escapeHtml(clean.toUpperCase().slice(0, 6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26" role="img" aria-label="${escapeHtml(clean)}">`
    + `<rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill="#fff" stroke="#b9c4c9"/>`
    + `<text x="20" y="16.5" font-family="Arial, sans-serif" font-size="${label.length > 4 ? 7 : 9}" font-weight="700" text-anchor="middle" fill="${colour}">${label}</text>`
    + '</svg>';
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
export const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
