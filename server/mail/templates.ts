import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/i18n';
import { fill, type MailBlock, type MailContent } from './render';

/** What each template needs. Values are plain text; the renderer escapes them. */
export interface MailTemplateData {
  /** Registration with double opt-in: the confirmation link. */
  customer_register_doi: { firstName: string; lastName: string; confirmUrl: string };
  /** Welcome after registration (or after the confirmation link was followed). */
  customer_register: { firstName: string; lastName: string; email: string; accountUrl?: string | null };
  customer_password_recovery: { firstName: string; lastName: string; resetUrl: string; validHours: number };
  newsletter_doi: { firstName?: string | null; lastName?: string | null; confirmUrl: string };
  /** Welcome after the opt-in; `unsubscribeUrl` carries the recipient's hash (the only way to unsubscribe without signing in). */
  newsletter_register: { firstName?: string | null; lastName?: string | null; unsubscribeUrl?: string | null };
  /** Contact form message to the shop (`copy: false`) or the confirmation to the sender (`copy: true`: subject and address only). */
  contact_form: {
    copy: boolean;
    subject: string;
    salutation?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    email: string;
    phone?: string | null;
    comment: string;
  };
  order_confirmation: OrderMailData;
  order_state_changed: { orderNumber: string; firstName: string; lastName: string; state: OrderMailState; orderUrl?: string | null };
  /** The order (or part of it) left the warehouse: carrier, tracking codes with the carrier's link where it has one. */
  order_delivery_shipped: {
    orderNumber: string;
    firstName: string;
    lastName: string;
    partial: boolean;
    shippingMethod: string;
    tracking: Array<{ code: string; url?: string | null }>;
    orderUrl?: string | null;
  };
  /** Free text (already in the right language): subject, paragraphs and an optional link. */
  generic: { subject: string; heading?: string | null; paragraphs: string[]; link?: { url: string; label: string } | null };
}

export type MailTemplateName = keyof MailTemplateData;
export type OrderMailState = 'open' | 'in_progress' | 'completed' | 'cancelled';

export interface OrderMailData {
  orderNumber: string;
  /** ISO date-time of the order. */
  orderDate: string;
  firstName: string;
  lastName: string;
  /** ISO 4217 code of the order currency (EUR). */
  currency: string;
  lineItems: Array<{ label: string; quantity: number; unitPrice: number; totalPrice: number; productNumber?: string | null }>;
  positionPrice: number;
  shippingTotal: number;
  totalPrice: number;
  /** Prices of the order: gross (VAT included), net (VAT added) or tax-free. */
  taxStatus: 'gross' | 'net' | 'tax-free';
  taxes: Array<{ taxRate: number; tax: number }>;
  paymentMethod: string;
  shippingMethod: string;
  billingAddress: string[];
  shippingAddress: string[];
  customerComment?: string | null;
  /** Where the customer sees the order (account order page or guest deep link). */
  orderUrl?: string | null;
  /** Where an unpaid order can be paid again (not for transfers: prepayment and invoice). */
  paymentUrl?: string | null;
  /** Prepayment or invoice: when and where to transfer the money (the order number is the reference). */
  transfer?: {
    kind: 'prepayment' | 'invoice';
    /** ISO date the transfer is due. */
    dueDate: string;
    recipient: string;
    iban: string;
    bic: string;
    bank: string;
  } | null;
}

export function mailLocale(locale: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : DEFAULT_LOCALE;
}

type Dict = Record<Locale, Record<string, string>>;

const COMMON: Dict = {
  'de-DE': {
    greeting: 'Hallo {firstName} {lastName},',
    greetingAnonymous: 'Hallo,',
    regards: 'Viele Grüße\nIhr Stallwerk-Team',
    footer: 'Stallwerk – Einstreu, Futter und Paddockmatten für Pferde.\nDiese E-Mail wurde automatisch erstellt.',
  },
  'en-GB': {
    greeting: 'Hello {firstName} {lastName},',
    greetingAnonymous: 'Hello,',
    regards: 'Kind regards\nYour Stallwerk team',
    footer: 'Stallwerk – bedding, feed and paddock mats for horses.\nThis e-mail was generated automatically.',
  },
  'fr-FR': {
    greeting: 'Bonjour {firstName} {lastName},',
    greetingAnonymous: 'Bonjour,',
    regards: 'Cordialement\nL’équipe Stallwerk',
    footer: 'Stallwerk – litière, aliments et tapis de paddock pour chevaux.\nCet e-mail a été généré automatiquement.',
  },
  'ar-AE': {
    greeting: 'مرحباً {firstName} {lastName}،',
    greetingAnonymous: 'مرحباً،',
    regards: 'مع أطيب التحيات\nفريق Stallwerk',
    footer: 'Stallwerk – فرشات وأعلاف وحصائر بادوك للخيول.\nتم إنشاء هذه الرسالة تلقائياً.',
  },
};

const TEXTS: Record<Exclude<MailTemplateName, 'generic'>, Dict> = {
  customer_register_doi: {
    'de-DE': {
      subject: 'Bitte bestätigen Sie Ihre Registrierung bei Stallwerk',
      intro: 'vielen Dank für Ihre Registrierung bei Stallwerk. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link, um Ihr Kundenkonto zu aktivieren.',
      button: 'Registrierung bestätigen',
      ignore: 'Falls Sie sich nicht bei uns registriert haben, können Sie diese E-Mail ignorieren.',
    },
    'en-GB': {
      subject: 'Please confirm your registration at Stallwerk',
      intro: 'thank you for registering at Stallwerk. Please confirm your e-mail address with the following link to activate your customer account.',
      button: 'Confirm registration',
      ignore: 'If you did not register with us, you can ignore this e-mail.',
    },
    'fr-FR': {
      subject: 'Veuillez confirmer votre inscription chez Stallwerk',
      intro: 'merci pour votre inscription chez Stallwerk. Veuillez confirmer votre adresse e-mail à l’aide du lien suivant pour activer votre compte client.',
      button: 'Confirmer l’inscription',
      ignore: 'Si vous ne vous êtes pas inscrit chez nous, vous pouvez ignorer cet e-mail.',
    },
    'ar-AE': {
      subject: 'يرجى تأكيد تسجيلك لدى Stallwerk',
      intro: 'شكراً لتسجيلك لدى Stallwerk. يرجى تأكيد عنوان بريدك الإلكتروني عبر الرابط التالي لتفعيل حساب العميل الخاص بك.',
      button: 'تأكيد التسجيل',
      ignore: 'إذا لم تقم بالتسجيل لدينا، يمكنك تجاهل هذه الرسالة.',
    },
  },
  customer_register: {
    'de-DE': {
      subject: 'Willkommen bei Stallwerk',
      intro: 'Ihr Kundenkonto bei Stallwerk ist eingerichtet. Sie melden sich mit Ihrer E-Mail-Adresse {email} an.',
      button: 'Zum Kundenkonto',
    },
    'en-GB': {
      subject: 'Welcome to Stallwerk',
      intro: 'your customer account at Stallwerk is ready. You sign in with your e-mail address {email}.',
      button: 'Go to your account',
    },
    'fr-FR': {
      subject: 'Bienvenue chez Stallwerk',
      intro: 'votre compte client chez Stallwerk est prêt. Vous vous connectez avec votre adresse e-mail {email}.',
      button: 'Accéder à mon compte',
    },
    'ar-AE': {
      subject: 'مرحباً بك في Stallwerk',
      intro: 'تم إنشاء حساب العميل الخاص بك لدى Stallwerk. يمكنك تسجيل الدخول باستخدام بريدك الإلكتروني {email}.',
      button: 'الانتقال إلى حسابي',
    },
  },
  customer_password_recovery: {
    'de-DE': {
      subject: 'Passwort zurücksetzen',
      intro: 'für Ihr Kundenkonto bei Stallwerk wurde ein neues Passwort angefordert. Über den folgenden Link können Sie ein neues Passwort festlegen.',
      button: 'Neues Passwort festlegen',
      validity: 'Der Link ist {validHours} Stunden gültig. Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    'en-GB': {
      subject: 'Reset your password',
      intro: 'a new password was requested for your Stallwerk customer account. Use the following link to set a new password.',
      button: 'Set a new password',
      validity: 'The link is valid for {validHours} hours. If you did not request a new password, ignore this e-mail; your password stays unchanged.',
    },
    'fr-FR': {
      subject: 'Réinitialiser votre mot de passe',
      intro: 'un nouveau mot de passe a été demandé pour votre compte client Stallwerk. Utilisez le lien suivant pour définir un nouveau mot de passe.',
      button: 'Définir un nouveau mot de passe',
      validity: 'Le lien est valable {validHours} heures. Si vous n’avez pas demandé de nouveau mot de passe, ignorez cet e-mail ; votre mot de passe reste inchangé.',
    },
    'ar-AE': {
      subject: 'إعادة تعيين كلمة المرور',
      intro: 'تم طلب كلمة مرور جديدة لحساب العميل الخاص بك لدى Stallwerk. استخدم الرابط التالي لتعيين كلمة مرور جديدة.',
      button: 'تعيين كلمة مرور جديدة',
      validity: 'الرابط صالح لمدة {validHours} ساعات. إذا لم تطلب كلمة مرور جديدة، تجاهل هذه الرسالة؛ تبقى كلمة المرور دون تغيير.',
    },
  },
  newsletter_doi: {
    'de-DE': {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      intro: 'vielen Dank für Ihr Interesse am Stallwerk-Newsletter. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link.',
      button: 'Anmeldung bestätigen',
      ignore: 'Ohne Bestätigung erhalten Sie keinen Newsletter. Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail.',
    },
    'en-GB': {
      subject: 'Please confirm your newsletter subscription',
      intro: 'thank you for your interest in the Stallwerk newsletter. Please confirm your subscription with the following link.',
      button: 'Confirm subscription',
      ignore: 'Without confirmation you will not receive the newsletter. If you did not subscribe, ignore this e-mail.',
    },
    'fr-FR': {
      subject: 'Veuillez confirmer votre inscription à la newsletter',
      intro: 'merci de l’intérêt que vous portez à la newsletter Stallwerk. Veuillez confirmer votre inscription à l’aide du lien suivant.',
      button: 'Confirmer l’inscription',
      ignore: 'Sans confirmation, vous ne recevrez pas la newsletter. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
    },
    'ar-AE': {
      subject: 'يرجى تأكيد اشتراكك في النشرة الإخبارية',
      intro: 'شكراً لاهتمامك بالنشرة الإخبارية من Stallwerk. يرجى تأكيد اشتراكك عبر الرابط التالي.',
      button: 'تأكيد الاشتراك',
      ignore: 'لن تتلقى النشرة الإخبارية دون تأكيد. إذا لم تشترك، تجاهل هذه الرسالة.',
    },
  },
  newsletter_register: {
    'de-DE': {
      subject: 'Ihre Newsletter-Anmeldung ist bestätigt',
      intro: 'Ihre Anmeldung zum Stallwerk-Newsletter ist bestätigt. Sie können den Newsletter jederzeit in Ihrem Kundenkonto oder über den Abmeldelink in jedem Newsletter abbestellen.',
      unsubscribe: 'Newsletter abbestellen',
    },
    'en-GB': {
      subject: 'Your newsletter subscription is confirmed',
      intro: 'your subscription to the Stallwerk newsletter is confirmed. You can unsubscribe at any time in your account or with the link in every newsletter.',
      unsubscribe: 'Unsubscribe from the newsletter',
    },
    'fr-FR': {
      subject: 'Votre inscription à la newsletter est confirmée',
      intro: 'votre inscription à la newsletter Stallwerk est confirmée. Vous pouvez vous désinscrire à tout moment dans votre compte ou via le lien présent dans chaque newsletter.',
      unsubscribe: 'Se désinscrire de la newsletter',
    },
    'ar-AE': {
      subject: 'تم تأكيد اشتراكك في النشرة الإخبارية',
      intro: 'تم تأكيد اشتراكك في النشرة الإخبارية من Stallwerk. يمكنك إلغاء الاشتراك في أي وقت من حسابك أو عبر الرابط الموجود في كل نشرة.',
      unsubscribe: 'إلغاء الاشتراك في النشرة الإخبارية',
    },
  },
  contact_form: {
    'de-DE': {
      subjectShop: 'Kontaktanfrage: {subject}',
      subjectCopy: 'Ihre Nachricht an Stallwerk: {subject}',
      introShop: 'Über das Kontaktformular ist eine neue Nachricht eingegangen.',
      introCopy: 'vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich. Sie haben sie mit diesen Angaben über das Kontaktformular gesendet:',
      subject: 'Betreff',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      message: 'Nachricht',
    },
    'en-GB': {
      subjectShop: 'Contact request: {subject}',
      subjectCopy: 'Your message to Stallwerk: {subject}',
      introShop: 'A new message arrived through the contact form.',
      introCopy: 'thank you for your message. We will get back to you as soon as possible. You sent it through the contact form with these details:',
      subject: 'Subject',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
    },
    'fr-FR': {
      subjectShop: 'Demande de contact : {subject}',
      subjectCopy: 'Votre message à Stallwerk : {subject}',
      introShop: 'Un nouveau message est arrivé via le formulaire de contact.',
      introCopy: 'merci pour votre message. Nous vous répondrons dans les plus brefs délais. Vous l’avez envoyé via le formulaire de contact avec ces informations :',
      subject: 'Objet',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      message: 'Message',
    },
    'ar-AE': {
      subjectShop: 'طلب تواصل: {subject}',
      subjectCopy: 'رسالتك إلى Stallwerk: {subject}',
      introShop: 'وصلت رسالة جديدة عبر نموذج التواصل.',
      introCopy: 'شكراً لرسالتك. سنرد عليك في أقرب وقت ممكن. أرسلتها عبر نموذج التواصل بهذه البيانات:',
      subject: 'الموضوع',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      message: 'الرسالة',
    },
  },
  order_confirmation: {
    'de-DE': {
      subject: 'Ihre Bestellung {orderNumber} bei Stallwerk',
      intro: 'vielen Dank für Ihre Bestellung vom {orderDate}. Wir haben sie unter der Nummer {orderNumber} erhalten.',
      product: 'Artikel',
      quantity: 'Menge',
      unitPrice: 'Einzelpreis',
      total: 'Summe',
      positionPrice: 'Zwischensumme',
      shipping: 'Versandkosten',
      grandTotal: 'Gesamtsumme',
      taxIncluded: 'enthaltene MwSt. {rate} %',
      taxAdded: 'zzgl. MwSt. {rate} %',
      taxFree: 'steuerfrei',
      payment: 'Zahlungsart',
      shippingMethod: 'Versandart',
      billing: 'Rechnungsadresse',
      delivery: 'Lieferadresse',
      transferTitle: 'Bankverbindung für Ihre Überweisung',
      prepaymentText:
        'Bitte überweisen Sie {amount} bis zum {dueDate} auf das folgende Konto. Geben Sie als Verwendungszweck Ihre Bestellnummer {orderNumber} an. Wir versenden Ihre Bestellung, sobald das Geld eingegangen ist.',
      invoiceText:
        'Sie zahlen auf Rechnung: Bitte überweisen Sie {amount} ohne Abzug bis zum {dueDate} (innerhalb von {days} Tagen) auf das folgende Konto. Geben Sie als Verwendungszweck Ihre Bestellnummer {orderNumber} an. Die Rechnung finden Sie im Anhang und in Ihrem Kundenkonto.',
      recipient: 'Empfänger',
      iban: 'IBAN',
      bic: 'BIC',
      bankName: 'Bank',
      amount: 'Betrag',
      reference: 'Verwendungszweck',
      comment: 'Ihr Kommentar',
      viewOrder: 'Bestellung ansehen',
      pay: 'Jetzt bezahlen',
    },
    'en-GB': {
      subject: 'Your order {orderNumber} at Stallwerk',
      intro: 'thank you for your order of {orderDate}. We received it with the number {orderNumber}.',
      product: 'Item',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      total: 'Total',
      positionPrice: 'Subtotal',
      shipping: 'Shipping costs',
      grandTotal: 'Grand total',
      taxIncluded: 'incl. VAT {rate} %',
      taxAdded: 'plus VAT {rate} %',
      taxFree: 'tax-free',
      payment: 'Payment method',
      shippingMethod: 'Shipping method',
      billing: 'Billing address',
      delivery: 'Shipping address',
      transferTitle: 'Bank details for your transfer',
      prepaymentText: 'Please transfer {amount} by {dueDate} to the account below, with your order number {orderNumber} as the reference. We ship your order as soon as the money has arrived.',
      invoiceText:
        'You pay by invoice: please transfer {amount} without deduction by {dueDate} (within {days} days) to the account below, with your order number {orderNumber} as the reference. The invoice is attached and in your account.',
      recipient: 'Recipient',
      iban: 'IBAN',
      bic: 'BIC',
      bankName: 'Bank',
      amount: 'Amount',
      reference: 'Reference',
      comment: 'Your comment',
      viewOrder: 'View order',
      pay: 'Pay now',
    },
    'fr-FR': {
      subject: 'Votre commande {orderNumber} chez Stallwerk',
      intro: 'merci pour votre commande du {orderDate}. Nous l’avons reçue sous le numéro {orderNumber}.',
      product: 'Article',
      quantity: 'Quantité',
      unitPrice: 'Prix unitaire',
      total: 'Total',
      positionPrice: 'Sous-total',
      shipping: 'Frais de port',
      grandTotal: 'Total général',
      taxIncluded: 'dont TVA {rate} %',
      taxAdded: 'plus TVA {rate} %',
      taxFree: 'exonéré de TVA',
      payment: 'Mode de paiement',
      shippingMethod: 'Mode de livraison',
      billing: 'Adresse de facturation',
      delivery: 'Adresse de livraison',
      transferTitle: 'Coordonnées bancaires pour votre virement',
      prepaymentText:
        'Veuillez virer {amount} avant le {dueDate} sur le compte ci-dessous, en indiquant votre numéro de commande {orderNumber} comme référence. Nous expédions votre commande dès réception du paiement.',
      invoiceText:
        'Vous payez sur facture : veuillez virer {amount} sans déduction avant le {dueDate} (sous {days} jours) sur le compte ci-dessous, en indiquant votre numéro de commande {orderNumber} comme référence. La facture est jointe et disponible dans votre compte.',
      recipient: 'Bénéficiaire',
      iban: 'IBAN',
      bic: 'BIC',
      bankName: 'Banque',
      amount: 'Montant',
      reference: 'Référence',
      comment: 'Votre commentaire',
      viewOrder: 'Voir la commande',
      pay: 'Payer maintenant',
    },
    'ar-AE': {
      subject: 'طلبك {orderNumber} لدى Stallwerk',
      intro: 'شكراً لطلبك بتاريخ {orderDate}. لقد استلمناه برقم {orderNumber}.',
      product: 'المنتج',
      quantity: 'الكمية',
      unitPrice: 'سعر الوحدة',
      total: 'المجموع',
      positionPrice: 'المجموع الفرعي',
      shipping: 'تكاليف الشحن',
      grandTotal: 'المجموع الكلي',
      taxIncluded: 'شامل ضريبة القيمة المضافة {rate} %',
      taxAdded: 'مضافاً إليه ضريبة القيمة المضافة {rate} %',
      taxFree: 'معفى من الضريبة',
      payment: 'طريقة الدفع',
      shippingMethod: 'طريقة الشحن',
      billing: 'عنوان الفاتورة',
      delivery: 'عنوان الشحن',
      transferTitle: 'بيانات الحساب المصرفي للتحويل',
      prepaymentText: 'يرجى تحويل {amount} حتى {dueDate} إلى الحساب أدناه مع ذكر رقم طلبك {orderNumber} كمرجع. نقوم بشحن طلبك فور وصول المبلغ.',
      invoiceText: 'تدفع بالفاتورة: يرجى تحويل {amount} دون خصم حتى {dueDate} (خلال {days} يوماً) إلى الحساب أدناه مع ذكر رقم طلبك {orderNumber} كمرجع. الفاتورة مرفقة ومتاحة في حسابك.',
      recipient: 'المستفيد',
      iban: 'IBAN',
      bic: 'BIC',
      bankName: 'البنك',
      amount: 'المبلغ',
      reference: 'المرجع',
      comment: 'تعليقك',
      viewOrder: 'عرض الطلب',
      pay: 'ادفع الآن',
    },
  },
  order_state_changed: {
    'de-DE': {
      subject: 'Ihre Bestellung {orderNumber}: {state}',
      intro: 'der Status Ihrer Bestellung {orderNumber} hat sich geändert. Neuer Status: {state}.',
      open: 'offen',
      in_progress: 'in Bearbeitung',
      completed: 'abgeschlossen',
      cancelled: 'storniert',
      viewOrder: 'Bestellung ansehen',
    },
    'en-GB': {
      subject: 'Your order {orderNumber}: {state}',
      intro: 'the status of your order {orderNumber} has changed. New status: {state}.',
      open: 'open',
      in_progress: 'in progress',
      completed: 'completed',
      cancelled: 'cancelled',
      viewOrder: 'View order',
    },
    'fr-FR': {
      subject: 'Votre commande {orderNumber} : {state}',
      intro: 'le statut de votre commande {orderNumber} a changé. Nouveau statut : {state}.',
      open: 'ouverte',
      in_progress: 'en cours de traitement',
      completed: 'terminée',
      cancelled: 'annulée',
      viewOrder: 'Voir la commande',
    },
    'ar-AE': {
      subject: 'طلبك {orderNumber}: {state}',
      intro: 'تغيّرت حالة طلبك {orderNumber}. الحالة الجديدة: {state}.',
      open: 'مفتوح',
      in_progress: 'قيد المعالجة',
      completed: 'مكتمل',
      cancelled: 'ملغى',
      viewOrder: 'عرض الطلب',
    },
  },
  order_delivery_shipped: {
    'de-DE': {
      subject: 'Ihre Bestellung {orderNumber} ist unterwegs',
      subjectPartial: 'Ein Teil Ihrer Bestellung {orderNumber} ist unterwegs',
      intro: 'Ihre Bestellung {orderNumber} hat unser Lager verlassen und ist mit {shippingMethod} zu Ihnen unterwegs.',
      introPartial: 'ein Teil Ihrer Bestellung {orderNumber} hat unser Lager verlassen und ist mit {shippingMethod} zu Ihnen unterwegs; den Rest senden wir, sobald er bereitsteht.',
      code: 'Sendungsnummer',
      track: 'Sendung {code} verfolgen',
      viewOrder: 'Bestellung ansehen',
    },
    'en-GB': {
      subject: 'Your order {orderNumber} is on its way',
      subjectPartial: 'Part of your order {orderNumber} is on its way',
      intro: 'your order {orderNumber} has left our warehouse and is on its way to you by {shippingMethod}.',
      introPartial: 'part of your order {orderNumber} has left our warehouse and is on its way to you by {shippingMethod}; we will send the rest as soon as it is ready.',
      code: 'Tracking number',
      track: 'Track parcel {code}',
      viewOrder: 'View order',
    },
    'fr-FR': {
      subject: 'Votre commande {orderNumber} est en route',
      subjectPartial: 'Une partie de votre commande {orderNumber} est en route',
      intro: 'votre commande {orderNumber} a quitté notre entrepôt et vous est acheminée par {shippingMethod}.',
      introPartial: 'une partie de votre commande {orderNumber} a quitté notre entrepôt et vous est acheminée par {shippingMethod} ; nous enverrons le reste dès qu’il sera prêt.',
      code: 'Numéro de suivi',
      track: 'Suivre le colis {code}',
      viewOrder: 'Voir la commande',
    },
    'ar-AE': {
      subject: 'طلبك {orderNumber} في الطريق إليك',
      subjectPartial: 'جزء من طلبك {orderNumber} في الطريق إليك',
      intro: 'غادر طلبك {orderNumber} مستودعنا وهو في الطريق إليك عبر {shippingMethod}.',
      introPartial: 'غادر جزء من طلبك {orderNumber} مستودعنا وهو في الطريق إليك عبر {shippingMethod}، وسنرسل الباقي فور جاهزيته.',
      code: 'رقم التتبع',
      track: 'تتبّع الشحنة {code}',
      viewOrder: 'عرض الطلب',
    },
  },
};

function greeting(locale: Locale, firstName?: string | null, lastName?: string | null): MailBlock {
  const name = [firstName, lastName].filter((s) => s && s.trim()).join(' ');
  return {
    type: 'p',
    text: name
      ? fill(COMMON[locale].greeting, { firstName: firstName ?? '', lastName: lastName ?? '' })
          .replace(/\s+([,،])/, '$1')
          .trim()
      : COMMON[locale].greetingAnonymous,
  };
}

const regards = (locale: Locale): MailBlock => ({ type: 'p', text: COMMON[locale].regards });

export function formatMoney(value: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

export function formatDate(iso: string, locale: Locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(d);
}

export function shopFooter(locale: Locale): string {
  return COMMON[locale].footer;
}

/** Prepayment and invoice orders: when to transfer how much to which account, with the order number as reference. */
function transferBlocks(d: OrderMailData, t: Record<string, string>, locale: Locale): MailBlock[] {
  const x = d.transfer;
  if (!x) return [];
  const amount = formatMoney(d.totalPrice, d.currency, locale);
  const days = Math.max(0, Math.round((new Date(x.dueDate).getTime() - new Date(d.orderDate).getTime()) / 86400000));
  return [
    { type: 'heading', text: t.transferTitle },
    { type: 'p', text: fill(x.kind === 'invoice' ? t.invoiceText : t.prepaymentText, { amount, dueDate: formatDate(x.dueDate, locale), orderNumber: d.orderNumber, days }) },
    {
      type: 'facts',
      rows: [
        [t.recipient, x.recipient],
        [t.iban, x.iban],
        [t.bic, x.bic],
        [t.bankName, x.bank],
        [t.amount, amount],
        [t.reference, d.orderNumber],
      ],
    },
  ];
}

/** Builds subject and blocks of a template in a locale (unknown locales fall back to de-DE). */
export function buildMail<T extends MailTemplateName>(template: T, rawLocale: string, data: MailTemplateData[T]): MailContent {
  const locale = mailLocale(rawLocale);
  switch (template) {
    case 'customer_register_doi': {
      const d = data as MailTemplateData['customer_register_doi'];
      const t = TEXTS.customer_register_doi[locale];
      return {
        subject: t.subject,
        blocks: [greeting(locale, d.firstName, d.lastName), { type: 'p', text: t.intro }, { type: 'button', url: d.confirmUrl, label: t.button }, { type: 'small', text: t.ignore }, regards(locale)],
      };
    }
    case 'customer_register': {
      const d = data as MailTemplateData['customer_register'];
      const t = TEXTS.customer_register[locale];
      return {
        subject: t.subject,
        blocks: [
          greeting(locale, d.firstName, d.lastName),
          { type: 'p', text: fill(t.intro, { email: d.email }) },
          ...(d.accountUrl ? [{ type: 'button', url: d.accountUrl, label: t.button } as MailBlock] : []),
          regards(locale),
        ],
      };
    }
    case 'customer_password_recovery': {
      const d = data as MailTemplateData['customer_password_recovery'];
      const t = TEXTS.customer_password_recovery[locale];
      return {
        subject: t.subject,
        blocks: [
          greeting(locale, d.firstName, d.lastName),
          { type: 'p', text: t.intro },
          { type: 'button', url: d.resetUrl, label: t.button },
          { type: 'small', text: fill(t.validity, { validHours: d.validHours }) },
          regards(locale),
        ],
      };
    }
    case 'newsletter_doi': {
      const d = data as MailTemplateData['newsletter_doi'];
      const t = TEXTS.newsletter_doi[locale];
      return {
        subject: t.subject,
        blocks: [greeting(locale, d.firstName, d.lastName), { type: 'p', text: t.intro }, { type: 'button', url: d.confirmUrl, label: t.button }, { type: 'small', text: t.ignore }, regards(locale)],
      };
    }
    case 'newsletter_register': {
      const d = data as MailTemplateData['newsletter_register'];
      const t = TEXTS.newsletter_register[locale];
      const unsubscribe: MailBlock[] = d.unsubscribeUrl ? [{ type: 'button', url: d.unsubscribeUrl, label: t.unsubscribe }] : [];
      return { subject: t.subject, blocks: [greeting(locale, d.firstName, d.lastName), { type: 'p', text: t.intro }, ...unsubscribe, regards(locale)] };
    }
    case 'contact_form': {
      const d = data as MailTemplateData['contact_form'];
      const t = TEXTS.contact_form[locale];
      const name = [d.salutation, d.firstName, d.lastName].filter((s) => s && s.trim()).join(' ');
      const facts: Array<[string, string]> = [
        [t.subject, d.subject],
        ...(name ? [[t.name, name] as [string, string]] : []),
        [t.email, d.email],
        ...(d.phone ? [[t.phone, d.phone] as [string, string]] : []),
      ];
      // The sender's copy carries no free text (no names, phone or message): anyone can type any
      // address into the form, and the shop must not mail their words to strangers under its name.
      const blocks: MailBlock[] = d.copy
        ? [
            greeting(locale),
            { type: 'p', text: t.introCopy },
            {
              type: 'facts',
              rows: [
                [t.subject, d.subject],
                [t.email, d.email],
              ],
            },
            regards(locale),
          ]
        : [
            { type: 'p', text: t.introShop },
            { type: 'facts', rows: facts },
            { type: 'heading', text: t.message },
            { type: 'quote', text: d.comment },
          ];
      return { subject: fill(d.copy ? t.subjectCopy : t.subjectShop, { subject: d.subject }), blocks };
    }
    case 'order_confirmation': {
      const d = data as MailTemplateData['order_confirmation'];
      const t = TEXTS.order_confirmation[locale];
      const money = (v: number) => formatMoney(v, d.currency, locale);
      const taxRows: Array<[string, string]> =
        d.taxStatus === 'tax-free' ? [[t.taxFree, money(0)]] : d.taxes.map((x) => [fill(d.taxStatus === 'net' ? t.taxAdded : t.taxIncluded, { rate: x.taxRate }), money(x.tax)] as [string, string]);
      const foot: Array<[string, string]> = [[t.positionPrice, money(d.positionPrice)], [t.shipping, money(d.shippingTotal)], ...taxRows, [t.grandTotal, money(d.totalPrice)]];
      return {
        subject: fill(t.subject, { orderNumber: d.orderNumber }),
        blocks: [
          greeting(locale, d.firstName, d.lastName),
          { type: 'p', text: fill(t.intro, { orderNumber: d.orderNumber, orderDate: formatDate(d.orderDate, locale) }) },
          {
            type: 'table',
            head: [t.product, t.quantity, t.unitPrice, t.total],
            rows: d.lineItems.map((li) => [li.productNumber ? `${li.label} (${li.productNumber})` : li.label, String(li.quantity), money(li.unitPrice), money(li.totalPrice)]),
            foot,
            numericFrom: 1,
          },
          {
            type: 'facts',
            rows: [
              [t.payment, d.paymentMethod],
              [t.shippingMethod, d.shippingMethod],
            ],
          },
          { type: 'address', title: t.billing, lines: d.billingAddress },
          { type: 'address', title: t.delivery, lines: d.shippingAddress },
          ...(d.customerComment ? [{ type: 'heading', text: t.comment } as MailBlock, { type: 'quote', text: d.customerComment } as MailBlock] : []),
          ...transferBlocks(d, t, locale),
          ...(d.paymentUrl && !d.transfer ? [{ type: 'button', url: d.paymentUrl, label: t.pay } as MailBlock] : []),
          ...(d.orderUrl ? [{ type: 'button', url: d.orderUrl, label: t.viewOrder } as MailBlock] : []),
          regards(locale),
        ],
      };
    }
    case 'order_state_changed': {
      const d = data as MailTemplateData['order_state_changed'];
      const t = TEXTS.order_state_changed[locale];
      const state = t[d.state] ?? d.state;
      return {
        subject: fill(t.subject, { orderNumber: d.orderNumber, state }),
        blocks: [
          greeting(locale, d.firstName, d.lastName),
          { type: 'p', text: fill(t.intro, { orderNumber: d.orderNumber, state }) },
          ...(d.orderUrl ? [{ type: 'button', url: d.orderUrl, label: t.viewOrder } as MailBlock] : []),
          regards(locale),
        ],
      };
    }
    case 'order_delivery_shipped': {
      const d = data as MailTemplateData['order_delivery_shipped'];
      const t = TEXTS.order_delivery_shipped[locale];
      const values = { orderNumber: d.orderNumber, shippingMethod: d.shippingMethod };
      return {
        subject: fill(d.partial ? t.subjectPartial : t.subject, values),
        blocks: [
          greeting(locale, d.firstName, d.lastName),
          { type: 'p', text: fill(d.partial ? t.introPartial : t.intro, values) },
          ...(d.tracking.length ? [{ type: 'facts', rows: d.tracking.map((c) => [t.code, c.code]) } as MailBlock] : []),
          ...d.tracking.flatMap((c) => (c.url ? [{ type: 'button', url: c.url, label: fill(t.track, { code: c.code }) } as MailBlock] : [])),
          ...(d.orderUrl ? [{ type: 'button', url: d.orderUrl, label: t.viewOrder } as MailBlock] : []),
          regards(locale),
        ],
      };
    }
    case 'generic': {
      const d = data as MailTemplateData['generic'];
      return {
        subject: d.subject,
        blocks: [
          ...(d.heading ? [{ type: 'heading', text: d.heading } as MailBlock] : []),
          ...d.paragraphs.map((p) => ({ type: 'p', text: p }) as MailBlock),
          ...(d.link ? [{ type: 'button', url: d.link.url, label: d.link.label } as MailBlock] : []),
        ],
      };
    }
    default:
      throw new Error(`Unknown mail template ${String(template)}`);
  }
}
