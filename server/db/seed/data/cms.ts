import { DEFAULT_PRODUCT_CMS_PAGE_ID } from '../../../lib/ids';
import type { Db } from '../../connection';
import type { SeedContext } from '../context';
import {
  categoryHeaderBlock, DESKTOP_ONLY, imageBlock, imageSliderBlock, imageTextBlock, localePath, perLocale, productBoxBlock,
  productDetailSections, productListingBlock, productSliderBlock, section, sidebarFilterBlock, textBlock, textTeaserBlock,
} from '../cms';
import { scene } from '../illustrations';
import { mediaId } from '../images';
import { tr, type Locale, type Tr } from '../types';
import { ARTICLES } from './articles';
import { articleCategoryKey } from './articles/build';
import { cmsId } from './cmsIds';
import { productId } from './products/build';

type Paths = Map<string, Tr>;

const href = (paths: Paths, key: string, l: Locale): string => {
  const path = paths.get(key);
  if (!path) throw new Error(`No SEO path for category ${key}`);
  return localePath(l, `/${path[l]}`);
};

/**
 * The "more" mark after a link: a guillemet, which every UI font has and bidi mirrors in Arabic text.
 * An arrow (→) is missing from Linux's Noto Sans, and a missing character makes the browser look up
 * every family of the font stack, and then ask for a fallback font, during the page's first layout.
 */
const MORE = '»';

export function homePage(ctx: SeedContext, paths: Paths, topsellers: string[], handbookImage: string): void {
  const slide = (name: string, kind: Parameters<typeof scene>[0], alt: Tr) =>
    ctx.media.image({ folder: 'cms', name, width: 1920, height: 800, svg: () => scene(kind, name, { horses: 2 }), alt });
  const slides = [
    slide('home-slide-pasture', 'pasture', tr('Pferde auf der Sommerweide', 'Horses on summer pasture', 'Chevaux au pâturage en été', 'خيول في مرعى صيفي')),
    slide('home-slide-field', 'field', tr('Miscanthus-Feld vor der Ernte', 'Miscanthus field before harvest', 'Champ de miscanthus avant la récolte', 'حقل ميسكانثوس قبل الحصاد')),
    slide('home-slide-evening', 'evening', tr('Pferde im Abendlicht', 'Horses in the evening light', 'Chevaux dans la lumière du soir', 'خيول في ضوء المساء')),
  ];

  const intro = tr(
    '<h1>Einstreu, Futter und Matten – direkt vom Hersteller</h1><p>Stallwerk liefert staubarme Einstreu aus Miscanthus und Stroh, ausgewogenes Pferdefutter und langlebige Stall- und Paddockmatten. Vom einzelnen Sack bis zur ganzen Palette, mit persönlicher Beratung und schneller Lieferung nach Deutschland, Österreich und in die Benelux-Länder.</p>',
    '<h1>Bedding, feed and mats – straight from the producer</h1><p>Stallwerk supplies low-dust bedding made from miscanthus and straw, balanced horse feed and durable stable and paddock mats. From a single bag to a full pallet, with personal advice and fast delivery to Germany, Austria and the Benelux countries.</p>',
    '<h1>Litière, aliments et tapis – directement du producteur</h1><p>Stallwerk livre de la litière peu poussiéreuse en miscanthus et en paille, des aliments équilibrés pour chevaux et des tapis d’écurie et de paddock durables. Du sac à la palette complète, avec des conseils personnalisés et une livraison rapide en Allemagne, en Autriche et au Benelux.</p>',
    '<h1>فرشة وأعلاف وحصائر – مباشرة من المنتج</h1><p>يوفر Stallwerk فرشة قليلة الغبار من الميسكانثوس والقش، وأعلافاً متوازنة للخيول، وحصائر متينة للإسطبلات وساحات الحركة. من كيس واحد إلى منصة كاملة، مع استشارة شخصية وتوصيل سريع إلى ألمانيا والنمسا ودول البنلوكس.</p>',
  );

  const teaser = (key: string, title: Tr, text: Tr, cta: Tr) =>
    imageTextBlock(mediaId('category', key), perLocale((l) => `<h3>${title[l]}</h3><p>${text[l]}</p><p><a href="${href(paths, key, l)}">${cta[l]} ${MORE}</a></p>`));
  const beddingTeasers = [
    teaser(
      'bedding-miscanthus',
      tr('Miscanthus', 'Miscanthus', 'Miscanthus', 'ميسكانثوس'),
      tr(
        'Saugt bis zum Vierfachen seines Gewichts, bindet Ammoniak und wird kaum gefressen – ideal für empfindliche Pferde.',
        'Absorbs up to four times its weight, binds ammonia and is hardly eaten – ideal for sensitive horses.',
        'Absorbe jusqu’à quatre fois son poids, fixe l’ammoniac et n’est presque pas mangé – idéal pour les chevaux sensibles.',
        'يمتص حتى أربعة أضعاف وزنه ويربط الأمونيا ولا تكاد الخيول تأكله – مثالي للخيول الحساسة.',
      ),
      tr('Miscanthus entdecken', 'Discover miscanthus', 'Découvrir le miscanthus', 'اكتشف الميسكانثوس'),
    ),
    teaser(
      'bedding-straw-pellets',
      tr('Strohpellets', 'Straw pellets', 'Granulés de paille', 'كريات القش'),
      tr(
        'Wenig Lagerplatz, wenig Mist: Angefeuchtet zerfallen die Pellets zu einer weichen, saugstarken Matratze.',
        'Little storage space, little muck: once moistened, the pellets break down into a soft, absorbent bed.',
        'Peu de stockage, peu de fumier : humidifiés, les granulés forment un matelas doux et absorbant.',
        'مساحة تخزين أقل وروث أقل: بعد الترطيب تتحول الكريات إلى فرشة ناعمة عالية الامتصاص.',
      ),
      tr('Strohpellets entdecken', 'Discover straw pellets', 'Découvrir les granulés de paille', 'اكتشف كريات القش'),
    ),
    teaser(
      'bedding-straw-granulate',
      tr('Strohgranulat', 'Straw granulate', 'Paille granulée', 'حبيبات القش'),
      tr(
        'Sofort einsatzbereit, ohne Wässern – die praktische Lösung für Offenstall, Liegehalle und Anhänger.',
        'Ready to use without watering – the practical solution for open stables, lying halls and trailers.',
        'Prête à l’emploi sans arrosage – la solution pratique pour stabulation, aire de couchage et van.',
        'جاهزة للاستخدام دون ترطيب – الحل العملي للإسطبل المفتوح وقاعة الاستلقاء والمقطورة.',
      ),
      tr('Strohgranulat entdecken', 'Discover straw granulate', 'Découvrir la paille granulée', 'اكتشف حبيبات القش'),
    ),
  ];

  const guideTitles = tr('Aus dem Ratgeber', 'From our guide', 'Nos conseils', 'من الدليل');
  const allArticles = tr('Alle Artikel', 'All articles', 'Tous les articles', 'جميع المقالات');
  const featured = ARTICLES.filter((a) => a.kind === 'guide').slice(0, 3);
  const guideTeaser = perLocale(
    (l) =>
      `<h2>${guideTitles[l]}</h2><ul>${featured.map((a) => `<li><a href="${href(paths, articleCategoryKey(a), l)}">${a.title[l]}</a></li>`).join('')}</ul>` +
      `<p><a href="${href(paths, 'guides-bedding', l)}">${allArticles[l]} ${MORE}</a></p>`,
  );

  const benefits = tr(
    '<h3>Ihre Vorteile bei Stallwerk</h3><ul><li>Versandkostenfreier Paketversand ab 150 €</li><li>Palettenlieferung per Spedition – halbe Palette ab 59 €</li><li>Persönliche Einstreuberatung Mo–Fr von 8 bis 18 Uhr</li><li>Kauf auf Rechnung und per SEPA-Lastschrift</li></ul>',
    '<h3>Why shop with Stallwerk</h3><ul><li>Free parcel delivery from €150</li><li>Pallet delivery by freight – half pallets from €59</li><li>Personal bedding advice Mon–Fri, 8 am to 6 pm</li><li>Pay by invoice or SEPA direct debit</li></ul>',
    '<h3>Vos avantages chez Stallwerk</h3><ul><li>Livraison colis offerte dès 150 €</li><li>Livraison sur palette par transporteur – demi-palette dès 59 €</li><li>Conseil litière personnalisé du lundi au vendredi, de 8 h à 18 h</li><li>Paiement sur facture ou par prélèvement SEPA</li></ul>',
    '<h3>مزايا التسوق لدى Stallwerk</h3><ul><li>شحن مجاني للطرود للطلبات ابتداءً من 150 يورو</li><li>توصيل المنصات عبر شركات الشحن – نصف المنصة ابتداءً من 59 يورو</li><li>استشارة شخصية حول الفرشة من الاثنين إلى الجمعة، من 8 إلى 18</li><li>الدفع بالفاتورة أو بالخصم المباشر SEPA</li></ul>',
  );

  const handbook = tr(
    '<h2>Das Einstreu-Handbuch als PDF</h2><p>48 Seiten Praxiswissen: Mengentabellen, Pflegepläne und Checklisten für Box und Offenstall. Direkt nach dem Kauf steht es in Ihrem Kundenkonto zum Download bereit.</p>',
    '<h2>The bedding handbook as a PDF</h2><p>48 pages of practical know-how: quantity tables, care plans and checklists for boxes and open stables. Available for download in your account straight after purchase.</p>',
    '<h2>Le manuel de la litière en PDF</h2><p>48 pages de savoir-faire : tableaux de quantités, plans d’entretien et listes de contrôle pour box et stabulation. Téléchargeable dans votre compte dès l’achat.</p>',
    '<h2>دليل الفرشة بصيغة PDF</h2><p>48 صفحة من المعرفة العملية: جداول الكميات وخطط العناية وقوائم المراجعة للحظائر والإسطبلات المفتوحة. متاح للتنزيل في حسابك فور الشراء.</p>',
  );
  const advisor = tr(
    '<h2>Welche Einstreu passt zu meinem Pferd?</h2><p>Beantworten Sie ein paar Fragen zu Haltung, Untergrund und Gesundheit – unser Einstreu-Berater empfiehlt Ihnen die passende Einstreu. Mit dem Einstreurechner ermitteln Sie anschließend Menge und Kosten pro Quartal.</p>',
    '<h2>Which bedding suits my horse?</h2><p>Answer a few questions about housing, ground and health and our bedding advisor will recommend the right bedding. The bedding calculator then works out the quantity and cost per quarter.</p>',
    '<h2>Quelle litière pour mon cheval ?</h2><p>Répondez à quelques questions sur l’hébergement, le sol et la santé : notre conseiller vous recommande la litière adaptée. Le calculateur estime ensuite la quantité et le coût par trimestre.</p>',
    '<h2>أي فرشة تناسب حصاني؟</h2><p>أجب عن بعض الأسئلة حول طريقة الإيواء والأرضية والحالة الصحية، وسيوصيك مستشار الفرشة بالنوع المناسب. ثم تحسب حاسبة الفرشة الكمية والتكلفة لكل ربع سنة.</p>',
  );

  const layout = [
    section([imageSliderBlock(slides, { marginTop: '0', marginBottom: '0' })], { sizingMode: 'full_width' }),
    section([
      textBlock(intro),
      productSliderBlock(topsellers, tr('Bestseller', 'Best sellers', 'Meilleures ventes', 'الأكثر مبيعاً')),
      ...beddingTeasers,
      textBlock(guideTeaser),
      textBlock(benefits, { visibility: DESKTOP_ONLY, cssClass: 'home-benefits' }),
    ]),
    section(
      [
        textTeaserBlock(advisor, { cssClass: 'home-advisor' }),
        imageTextBlock(handbookImage, handbook),
        productBoxBlock(productId('SW-ZUB-160')),
      ],
      { sizingMode: 'full_width', backgroundColor: '#f3efe6', cssClass: 'home-highlight' },
    ),
  ];
  ctx.rows.add('cms_page', { id: cmsId('home'), type: 'landingpage', name: tr('Startseite', 'Home page', 'Page d’accueil', 'الصفحة الرئيسية'), css_class: 'home', config: null, layout });
}

/**
 * One listing layout shared by every product category, like Shopware's default listing layout: a
 * sidebar section with the filters beside the category image + description and the listing.
 */
export function listingPage(ctx: SeedContext): void {
  ctx.rows.add('cms_page', {
    id: cmsId('listing'),
    type: 'product_list',
    name: tr('Kategorie-Listing', 'Category listing', 'Liste de catégorie', 'قائمة الفئة'),
    css_class: 'category-listing',
    config: null,
    layout: [section([categoryHeaderBlock({ marginTop: '0' }), sidebarFilterBlock({ marginTop: '0' }), productListingBlock()], { type: 'sidebar' })],
  });
}

const PRODUCT_PAGE_NAME = tr('Standard-Produktseite', 'Default product page', 'Page produit par défaut', 'صفحة المنتج الافتراضية');

/** The default product detail layout: every product without its own layout is shown with it. */
export function productDetailPage(ctx: SeedContext): void {
  ctx.rows.add('cms_page', { id: DEFAULT_PRODUCT_CMS_PAGE_ID, type: 'product_detail', name: PRODUCT_PAGE_NAME, css_class: null, config: null, layout: productDetailSections() });
}

/** Databases seeded before the default product layout existed get it (idempotent). */
export function ensureProductDetailPage(db: Db): void {
  db.prepare("INSERT OR IGNORE INTO cms_page (id, type, name, css_class, config, layout) VALUES (?, 'product_detail', ?, NULL, NULL, ?)")
    .run(DEFAULT_PRODUCT_CMS_PAGE_ID, JSON.stringify(PRODUCT_PAGE_NAME), JSON.stringify(productDetailSections()));
}

export const WINTER_PRODUCTS = ['SW-STG-100', 'SW-STG-110', 'SW-MUE-110', 'SW-PAD-110', 'SW-PAD-100', 'SW-MIS-100', 'SW-LEC-100'];

export function winterLandingPage(ctx: SeedContext, paths: Paths): void {
  const hero = ctx.media.image({
    folder: 'cms', name: 'landing-winter', width: 1920, height: 800, svg: () => scene('winter', 'landing-winter', { horses: 2 }),
    alt: tr('Pferde im Schnee', 'Horses in the snow', 'Chevaux dans la neige', 'خيول في الثلج'),
  });
  const winterPost = ARTICLES.find((a) => a.key === 'winter-im-stall');
  if (!winterPost) throw new Error('Winter article missing');
  const text = perLocale((l) => {
    const t = {
      'de-DE': [
        'Winteraktion: trocken durch die kalte Jahreszeit',
        'Legen Sie jetzt Ihren Wintervorrat an: Bestellungen auf halbe und ganze Paletten, die bis zum 15. Dezember eingehen, liefern wir noch vor den Feiertagen. Strohgranulat ist auch bei Frost sofort einsatzbereit, Drainagematten entschärfen Matschstellen an Tränke und Tor, und ein warmes Mash sorgt nach dem Ausritt für Wohlbefinden.',
        'Sieben Tipps für den Winter im Stall lesen',
      ],
      'en-GB': [
        'Winter deal: stay dry through the cold season',
        'Stock up for winter now: half and full pallet orders received by 15 December will be delivered before the holidays. Straw granulate is ready to use even in frost, drainage mats tame muddy spots at the water trough and gate, and a warm mash after a ride keeps your horse content.',
        'Read seven tips for winter in the stable',
      ],
      'fr-FR': [
        'Offre d’hiver : au sec pendant la saison froide',
        'Constituez dès maintenant votre stock d’hiver : les commandes de demi-palettes et de palettes reçues avant le 15 décembre sont livrées avant les fêtes. La paille granulée s’utilise même par gel, les tapis drainants assainissent les zones boueuses et un mash chaud fait du bien après l’effort.',
        'Lire nos sept conseils pour l’hiver à l’écurie',
      ],
      'ar-AE': [
        'عرض الشتاء: ابقَ جافاً طوال موسم البرد',
        'جهّز مخزونك الشتوي الآن: طلبات أنصاف المنصات والمنصات الكاملة التي تصلنا حتى 15 ديسمبر نوصلها قبل العطلات. حبيبات القش جاهزة للاستخدام حتى في الصقيع، وحصائر التصريف تعالج البقع الموحلة عند حوض الشرب والبوابة، والماش الدافئ يريح الحصان بعد الجولة.',
        'اقرأ سبع نصائح للشتاء في الإسطبل',
      ],
    }[l];
    return `<h1>${t[0]}</h1><p>${t[1]}</p><p><a href="${href(paths, articleCategoryKey(winterPost), l)}">${t[2]} ${MORE}</a></p>`;
  });
  ctx.rows.add('cms_page', {
    id: cmsId('landing-winter'),
    type: 'landingpage',
    name: tr('Winteraktion', 'Winter deal', 'Offre d’hiver', 'عرض الشتاء'),
    css_class: 'landing-winter',
    config: null,
    layout: [
      section([imageBlock(hero, { minHeight: '420px', marginTop: '0' })], { sizingMode: 'full_width' }),
      section([
        textBlock(text),
        productSliderBlock(WINTER_PRODUCTS.map(productId), tr('Unser Wintersortiment', 'Our winter range', 'Notre sélection d’hiver', 'تشكيلتنا الشتوية')),
      ]),
    ],
  });
}
