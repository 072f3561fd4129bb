import type { SeedContext } from '../context';
import { contactFormBlock, localePath, perLocale, section, textBlock } from '../cms';
import { tr, type Locale, type Tr } from '../types';
import { cmsId } from './cmsIds';
import { SELLER, sellerOneLine } from '../../../lib/seller';

const COMPANY = sellerOneLine();
const S = SELLER;
const directors = S.managingDirectors.join(', ');

function page(ctx: SeedContext, key: string, name: Tr, html: Tr, extra: ReturnType<typeof contactFormBlock>[] = []): void {
  ctx.rows.add('cms_page', { id: cmsId(key), type: 'page', name, css_class: `content-page content-${key}`, config: null, layout: [section([textBlock(html), ...extra])] });
}

const NAMES = {
  contact: tr('Kontakt', 'Contact', 'Contact', 'اتصل بنا'),
  shipping: tr('Versand & Zahlung', 'Shipping & payment', 'Livraison et paiement', 'الشحن والدفع'),
  withdrawal: tr('Widerrufsrecht', 'Right of withdrawal', 'Droit de rétractation', 'حق الانسحاب'),
  imprint: tr('Impressum', 'Imprint', 'Mentions légales', 'بيانات الناشر'),
  privacy: tr('Datenschutz', 'Privacy policy', 'Protection des données', 'سياسة الخصوصية'),
  terms: tr('AGB', 'Terms and conditions', 'CGV', 'الشروط والأحكام'),
};

/** Links to sibling pages in the footer overview pages. */
function linkList(paths: Map<string, Tr>, entries: Array<[key: string, name: Tr]>, l: Locale): string {
  return `<ul>${entries.map(([key, name]) => `<li><a href="${localePath(l, `/${paths.get(key)?.[l] ?? ''}`)}">${name[l]}</a></li>`).join('')}</ul>`;
}

export function contentPages(ctx: SeedContext, paths: Map<string, Tr>): void {
  page(ctx, 'footer-service', tr('Service', 'Service', 'Service', 'الخدمة'), perLocale((l) => {
    const head = { 'de-DE': '<h1>Service</h1><p>Wir sind für Sie da – bei Fragen zu Bestellung, Lieferung und Einstreu.</p>', 'en-GB': '<h1>Service</h1><p>We are here to help – with questions about orders, delivery and bedding.</p>', 'fr-FR': '<h1>Service</h1><p>Nous sommes à votre écoute pour toute question sur les commandes, la livraison et la litière.</p>', 'ar-AE': '<h1>الخدمة</h1><p>نحن هنا لمساعدتك في أي سؤال حول الطلبات والتوصيل والفرشة.</p>' }[l];
    return head + linkList(paths, [['footer-contact', NAMES.contact], ['footer-shipping', NAMES.shipping], ['footer-withdrawal', NAMES.withdrawal]], l);
  }));
  page(ctx, 'footer-legal', tr('Rechtliches', 'Legal', 'Informations légales', 'معلومات قانونية'), perLocale((l) => {
    const head = { 'de-DE': '<h1>Rechtliches</h1>', 'en-GB': '<h1>Legal</h1>', 'fr-FR': '<h1>Informations légales</h1>', 'ar-AE': '<h1>معلومات قانونية</h1>' }[l];
    return head + linkList(paths, [['footer-imprint', NAMES.imprint], ['footer-privacy', NAMES.privacy], ['footer-terms', NAMES.terms]], l);
  }));

  page(
    ctx, 'contact', NAMES.contact,
    tr(
      `<h1>Kontakt</h1><p>Sie haben Fragen zu einer Bestellung, zur richtigen Einstreu oder zu einer Palettenlieferung? Unser Service-Team erreichen Sie montags bis freitags von 8 bis 18 Uhr.</p><p><strong>E-Mail:</strong> service@stallwerk.example<br><strong>Telefon:</strong> 0581 000000-0 (Demo)<br><strong>Anschrift:</strong> ${COMPANY}</p><p>Händleranfragen, Kooperationen und Presseanfragen senden Sie bitte ebenfalls über das Formular – wählen Sie einfach den passenden Betreff.</p>`,
      `<h1>Contact</h1><p>Do you have a question about an order, the right bedding or a pallet delivery? Our service team is available Monday to Friday from 8 am to 6 pm (CET).</p><p><strong>E-mail:</strong> service@stallwerk.example<br><strong>Phone:</strong> +49 581 000000-0 (demo)<br><strong>Address:</strong> ${COMPANY}, Germany</p><p>Please also use the form for dealer enquiries, partnerships and press requests – simply choose the matching subject.</p>`,
      `<h1>Contact</h1><p>Une question sur une commande, le choix de la litière ou une livraison sur palette ? Notre service client vous répond du lundi au vendredi de 8 h à 18 h.</p><p><strong>E-mail :</strong> service@stallwerk.example<br><strong>Téléphone :</strong> +49 581 000000-0 (démo)<br><strong>Adresse :</strong> ${COMPANY}, Allemagne</p>`,
      `<h1>اتصل بنا</h1><p>هل لديك سؤال حول طلب أو حول الفرشة المناسبة أو توصيل منصة؟ يسعد فريق خدمة العملاء بالرد عليك من الاثنين إلى الجمعة من الساعة 8 حتى 18 بتوقيت وسط أوروبا.</p><p><strong>البريد الإلكتروني:</strong> service@stallwerk.example<br><strong>الهاتف:</strong> +49 581 000000-0 (تجريبي)<br><strong>العنوان:</strong> ${COMPANY}، ألمانيا</p>`,
    ),
    [contactFormBlock(
      tr('Schreiben Sie uns', 'Send us a message', 'Écrivez-nous', 'راسلنا'),
      tr('Vielen Dank! Wir melden uns innerhalb von einem Werktag.', 'Thank you! We will get back to you within one working day.', 'Merci ! Nous vous répondrons sous un jour ouvré.', 'شكراً لك! سنرد عليك خلال يوم عمل واحد.'),
    )],
  );

  page(
    ctx, 'shipping-payment', NAMES.shipping,
    tr(
      '<h1>Versand &amp; Zahlung</h1><h2>Paketversand</h2><p>Sackware, Futter und Zubehör versenden wir als Paket. Die Versandkosten richten sich nach dem Gesamtgewicht: bis 10 kg 5,90 €, bis 31,5 kg 8,90 €, bis 100 kg 19,90 €. Ab einem Warenwert von 150 € ist der Paketversand innerhalb Deutschlands kostenfrei. Die Lieferzeit beträgt in der Regel 2–5 Werktage.</p><h2>Palettenspedition</h2><p>Halbe Paletten (20 Sack) und ganze Paletten (65 Sack) liefern wir per Spedition frei Bordsteinkante. Pro Palette berechnen wir 89 €, pro halber Palette 59 €. Die Spedition kündigt die Anlieferung telefonisch an; die Zufahrt muss für einen Lkw mit Hebebühne befahrbar sein. Lieferzeit: 5–10 Werktage.</p><h2>Expressversand</h2><p>Eilige Sendungen bis 31,5 kg liefern wir am nächsten Werktag: bis 10 kg 14,90 €, bis 31,5 kg 24,90 €.</p><h2>Zahlungsarten</h2><ul><li>Kreditkarte (Visa, Mastercard, American Express)</li><li>SEPA-Lastschrift</li><li>Online-Überweisung (iDEAL)</li><li>Geschenkkarte</li><li>Vorkasse per Überweisung</li><li>Kauf auf Rechnung (zahlbar innerhalb von 14 Tagen)</li></ul><p>Digitale Produkte wie unser Einstreu-Handbuch werden nicht versandt, sondern stehen nach Zahlungseingang in Ihrem Kundenkonto zum Download bereit.</p>',
      '<h1>Shipping &amp; payment</h1><h2>Parcel delivery</h2><p>Bagged goods, feed and accessories are sent as parcels. Shipping costs depend on the total weight: up to 10 kg €5.90, up to 31.5 kg €8.90, up to 100 kg €19.90. Parcel delivery within Germany is free for orders of €150 or more. Delivery usually takes 2–5 working days.</p><h2>Pallet freight</h2><p>Half pallets (20 bags) and full pallets (65 bags) are delivered by freight to the kerbside. We charge €89 per pallet and €59 per half pallet. The haulier will phone ahead; the access road must be suitable for a lorry with a tail lift. Delivery time: 5–10 working days.</p><h2>Express delivery</h2><p>Urgent parcels up to 31.5 kg are delivered on the next working day: up to 10 kg €14.90, up to 31.5 kg €24.90.</p><h2>Payment methods</h2><ul><li>Credit card (Visa, Mastercard, American Express)</li><li>SEPA direct debit</li><li>Online bank transfer (iDEAL)</li><li>Gift card</li><li>Prepayment by bank transfer</li><li>Invoice (payable within 14 days)</li></ul><p>Digital products such as our bedding handbook are not shipped; they are available for download in your account once payment has been received.</p>',
      '<h1>Livraison et paiement</h1><p>Les sacs, aliments et accessoires sont expédiés en colis (jusqu’à 10 kg : 5,90 € ; jusqu’à 31,5 kg : 8,90 € ; jusqu’à 100 kg : 19,90 € ; offert dès 150 € en Allemagne). Les demi-palettes (59 €) et palettes (89 €) sont livrées par transporteur en bordure de trottoir. Livraison express le jour ouvré suivant à partir de 14,90 €.</p><p>Moyens de paiement : carte bancaire, prélèvement SEPA, virement en ligne (iDEAL), carte cadeau, paiement anticipé et facture.</p>',
      '<h1>الشحن والدفع</h1><p>تُشحن الأكياس والأعلاف والإكسسوارات كطرود (حتى 10 كغ: 5.90 يورو، حتى 31.5 كغ: 8.90 يورو، حتى 100 كغ: 19.90 يورو، ومجاناً للطلبات من 150 يورو داخل ألمانيا). تُسلَّم أنصاف المنصات (59 يورو) والمنصات الكاملة (89 يورو) عبر شركة شحن حتى حافة الرصيف. الشحن السريع في يوم العمل التالي ابتداءً من 14.90 يورو.</p><p>طرق الدفع: بطاقة الائتمان، الخصم المباشر SEPA، التحويل المصرفي عبر الإنترنت (iDEAL)، بطاقة الهدايا، الدفع المسبق، والدفع بالفاتورة.</p>',
    ),
  );

  page(
    ctx, 'withdrawal', NAMES.withdrawal,
    tr(
      '<h1>Widerrufsrecht</h1><p>Verbraucherinnen und Verbraucher haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben.</p><p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (' + COMPANY + ', service@stallwerk.example) mittels einer eindeutigen Erklärung, zum Beispiel per Brief oder E-Mail, über Ihren Entschluss informieren. Zur Wahrung der Frist reicht es aus, dass Sie die Mitteilung vor Ablauf der Widerrufsfrist absenden.</p><h2>Folgen des Widerrufs</h2><p>Wenn Sie diesen Vertrag widerrufen, erstatten wir Ihnen alle Zahlungen einschließlich der Standard-Lieferkosten unverzüglich, spätestens binnen vierzehn Tagen. Sie tragen die unmittelbaren Kosten der Rücksendung. Bei Speditionsware betragen diese höchstens 89 € pro Palette.</p><h2>Erlöschen bei digitalen Inhalten</h2><p>Bei digitalen Inhalten wie dem Einstreu-Handbuch (PDF) erlischt das Widerrufsrecht, wenn wir mit der Ausführung des Vertrags begonnen haben, nachdem Sie ausdrücklich zugestimmt und Ihre Kenntnis davon bestätigt haben, dass Sie Ihr Widerrufsrecht mit Beginn der Ausführung verlieren.</p>',
      '<h1>Right of withdrawal</h1><p>Consumers have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period is fourteen days from the day on which you, or a third party named by you who is not the carrier, took possession of the goods.</p><p>To exercise your right of withdrawal, you must inform us (' + COMPANY + ', service@stallwerk.example) of your decision by means of a clear statement, for example by letter or e-mail. It is sufficient to send the notice before the withdrawal period expires.</p><h2>Effects of withdrawal</h2><p>If you withdraw from this contract, we will refund all payments, including standard delivery costs, without undue delay and at the latest within fourteen days. You bear the direct cost of returning the goods; for freight goods this is at most €89 per pallet.</p><h2>Digital content</h2><p>For digital content such as the bedding handbook (PDF), the right of withdrawal expires once we have begun performing the contract after you have expressly agreed and confirmed that you lose your right of withdrawal when performance begins.</p>',
      '<h1>Droit de rétractation</h1><p>Les consommateurs disposent d’un délai de quatorze jours pour se rétracter sans donner de motif, à compter de la réception des marchandises. Informez-nous par une déclaration claire (' + COMPANY + ', service@stallwerk.example). Pour les contenus numériques comme le manuel PDF, le droit de rétractation s’éteint dès le début de l’exécution avec votre accord exprès.</p>',
      '<h1>حق الانسحاب</h1><p>يحق للمستهلكين الانسحاب من العقد خلال أربعة عشر يوماً من استلام البضائع دون إبداء أسباب، وذلك بإبلاغنا بإعلان واضح (' + COMPANY + '، service@stallwerk.example). بالنسبة للمحتوى الرقمي مثل دليل الفرشة بصيغة PDF، يسقط حق الانسحاب عند بدء التنفيذ بموافقتك الصريحة.</p>',
    ),
  );

  page(
    ctx, 'imprint', NAMES.imprint,
    tr(
      `<h1>Impressum</h1><p>${S.company}<br>${S.street}<br>${S.zipcode} ${S.city}<br>${S.country['de-DE']}</p><p><strong>Vertreten durch die Geschäftsführung:</strong> ${directors}</p><p><strong>Kontakt:</strong> ${S.email}, Telefon ${S.phone} (Demo)</p><p><strong>Registereintrag:</strong> ${S.register}<br><strong>Umsatzsteuer-ID:</strong> ${S.vatId} (Demo)</p><p><strong>Bankverbindung:</strong> ${S.bank.name}, IBAN ${S.bank.iban}, BIC ${S.bank.bic}</p><p>Hinweis: Stallwerk ist ein Demonstrationsshop. Alle Unternehmens- und Produktangaben sind erfunden.</p>`,
      `<h1>Imprint</h1><p>${S.company}<br>${S.street}<br>${S.zipcode} ${S.city}<br>${S.country['en-GB']}</p><p><strong>Managing directors:</strong> ${directors}</p><p><strong>Contact:</strong> ${S.email}, phone ${S.phone} (demo)</p><p><strong>Commercial register:</strong> ${S.register}<br><strong>VAT ID:</strong> ${S.vatId} (demo)</p><p><strong>Bank account:</strong> ${S.bank.name}, IBAN ${S.bank.iban}, BIC ${S.bank.bic}</p><p>Note: Stallwerk is a demonstration shop. All company and product details are fictitious.</p>`,
      `<h1>Mentions légales</h1><p>${S.company}<br>${S.street}<br>${S.zipcode} ${S.city}<br>${S.country['fr-FR']}</p><p>Gérants : ${directors}<br>Contact : ${S.email}<br>Registre du commerce : ${S.register}<br>N° TVA : ${S.vatId} (démo)</p><p>Remarque : Stallwerk est une boutique de démonstration ; toutes les informations sont fictives.</p>`,
      `<h1>بيانات الناشر</h1><p>${S.company}<br>${S.street}<br>${S.zipcode} ${S.city}<br>${S.country['ar-AE']}</p><p>المديران: يوناس بيرنس، سفينيا آرنس<br>التواصل: ${S.email}<br>السجل التجاري: ${S.register}<br>رقم ضريبة القيمة المضافة: ${S.vatId} (تجريبي)</p><p>ملاحظة: Stallwerk متجر تجريبي، وجميع بيانات الشركة والمنتجات خيالية.</p>`,
    ),
  );

  page(
    ctx, 'privacy', NAMES.privacy,
    tr(
      '<h1>Datenschutzerklärung</h1><h2>Verantwortlicher</h2><p>' + COMPANY + ', service@stallwerk.example</p><h2>Welche Daten wir verarbeiten</h2><p>Wir verarbeiten die Daten, die Sie uns bei Bestellung, Registrierung, Newsletter-Anmeldung oder Kontaktaufnahme mitteilen (Name, Anschrift, E-Mail-Adresse, Telefonnummer, Bestelldaten). Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO) bzw. Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).</p><h2>Zahlungsabwicklung</h2><p>Kartenzahlungen, Lastschriften, Online-Überweisungen und Geschenkkarten wickeln wir über einen zertifizierten Zahlungsdienstleister ab. Kartendaten werden ausschließlich dort verarbeitet und nicht bei uns gespeichert.</p><h2>Cookies und lokale Speicherung</h2><p>Wir setzen nur technisch notwendige Cookies ein, etwa für Ihren Warenkorb (Kontext-Token) und die Sprachauswahl. Ihre Merkliste speichern wir als Gast lokal in Ihrem Browser.</p><h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde.</p>',
      '<h1>Privacy policy</h1><h2>Controller</h2><p>' + COMPANY + ', service@stallwerk.example</p><h2>What data we process</h2><p>We process the data you provide when ordering, registering, subscribing to the newsletter or contacting us (name, address, e-mail address, phone number, order data). The legal basis is the performance of a contract (Art. 6(1)(b) GDPR) or your consent (Art. 6(1)(a) GDPR).</p><h2>Payment processing</h2><p>Card payments, direct debits, online bank transfers and gift cards are processed by a certified payment service provider. Card data is processed exclusively there and is not stored by us.</p><h2>Cookies and local storage</h2><p>We only use technically necessary cookies, for example for your cart (context token) and your language selection. As a guest, your wishlist is stored locally in your browser.</p><h2>Your rights</h2><p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, as well as the right to lodge a complaint with a supervisory authority.</p>',
      '<h1>Protection des données</h1><p>Responsable : ' + COMPANY + '. Nous traitons les données nécessaires à vos commandes, à votre compte et au contact (art. 6, par. 1, b et a du RGPD). Les paiements sont traités par un prestataire certifié ; nous n’utilisons que des cookies techniquement nécessaires. Vous disposez des droits d’accès, de rectification, d’effacement, d’opposition et de réclamation.</p>',
      '<h1>سياسة الخصوصية</h1><p>الجهة المسؤولة: ' + COMPANY + '. نعالج البيانات اللازمة لتنفيذ طلباتك وإدارة حسابك والتواصل معك وفقاً للمادة 6 من اللائحة العامة لحماية البيانات. تتم معالجة المدفوعات لدى مزود خدمات دفع معتمد، ولا نستخدم إلا ملفات تعريف الارتباط الضرورية تقنياً. يحق لك الاطلاع على بياناتك وتصحيحها وحذفها والاعتراض على معالجتها وتقديم شكوى.</p>',
    ),
  );

  page(
    ctx, 'terms', NAMES.terms,
    tr(
      '<h1>Allgemeine Geschäftsbedingungen</h1><h2>§ 1 Geltungsbereich</h2><p>Diese AGB gelten für alle Bestellungen über den Onlineshop der Stallwerk GmbH durch Verbraucher und Unternehmer.</p><h2>§ 2 Vertragsschluss</h2><p>Die Darstellung der Produkte im Shop ist kein verbindliches Angebot. Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung per E-Mail zustande.</p><h2>§ 3 Preise und Versandkosten</h2><p>Alle Preise verstehen sich inklusive der gesetzlichen Mehrwertsteuer zuzüglich Versandkosten. Für Lieferungen in Drittländer wie die Schweiz, das Vereinigte Königreich oder die Vereinigten Arabischen Emirate wird keine deutsche Mehrwertsteuer berechnet; Einfuhrabgaben trägt der Empfänger.</p><h2>§ 4 Lieferung</h2><p>Speditionsware wird frei Bordsteinkante geliefert. Das Abladen von der Hebebühne obliegt dem Kunden. Bitte prüfen Sie Paletten bei Anlieferung auf Transportschäden und vermerken Sie diese auf dem Lieferschein.</p><h2>§ 5 Zahlung und Eigentumsvorbehalt</h2><p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Rechnungen sind innerhalb von 14 Tagen ohne Abzug zahlbar.</p><h2>§ 6 Gewährleistung</h2><p>Es gelten die gesetzlichen Mängelhaftungsrechte. Einstreu und Futter sind Naturprodukte; geringe Abweichungen in Farbe und Struktur stellen keinen Mangel dar.</p>',
      '<h1>Terms and conditions</h1><h2>1. Scope</h2><p>These terms apply to all orders placed by consumers and businesses in the online shop of Stallwerk GmbH.</p><h2>2. Conclusion of contract</h2><p>The presentation of products in the shop is not a binding offer. By submitting your order you make a binding offer; the contract is concluded when we confirm the order by e-mail.</p><h2>3. Prices and shipping costs</h2><p>All prices include statutory VAT plus shipping costs. No German VAT is charged for deliveries to third countries such as Switzerland, the United Kingdom or the United Arab Emirates; import duties are borne by the recipient.</p><h2>4. Delivery</h2><p>Freight goods are delivered to the kerbside. Unloading from the tail lift is the customer’s responsibility. Please check pallets for transport damage on delivery and note any damage on the delivery note.</p><h2>5. Payment and retention of title</h2><p>Goods remain our property until paid in full. Invoices are payable within 14 days without deduction.</p><h2>6. Warranty</h2><p>Statutory warranty rights apply. Bedding and feed are natural products; minor variations in colour and texture do not constitute a defect.</p>',
      '<h1>Conditions générales de vente</h1><p>Les présentes CGV s’appliquent à toutes les commandes passées sur la boutique de Stallwerk GmbH. Le contrat est conclu à la confirmation de commande par e-mail. Les prix s’entendent TVA comprise, hors frais de port ; aucune TVA allemande n’est facturée pour la Suisse, le Royaume-Uni ou les Émirats arabes unis. Les marchandises livrées par transporteur le sont en bordure de trottoir. La garantie légale s’applique.</p>',
      '<h1>الشروط والأحكام</h1><p>تسري هذه الشروط على جميع الطلبات المقدمة عبر متجر Stallwerk GmbH الإلكتروني. يُبرم العقد عند تأكيد الطلب بالبريد الإلكتروني. تشمل الأسعار ضريبة القيمة المضافة القانونية دون تكاليف الشحن، ولا تُحتسب ضريبة القيمة المضافة الألمانية على الشحنات إلى سويسرا والمملكة المتحدة والإمارات العربية المتحدة. تُسلَّم بضائع الشحن بالمنصات حتى حافة الرصيف، وتسري أحكام الضمان القانونية.</p>',
    ),
  );
}
