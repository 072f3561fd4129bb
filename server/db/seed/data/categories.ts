import { idFor } from '../../../lib/ids';
import type { SeedContext } from '../context';
import { categoryBanner, type Material, type Scene } from '../illustrations';
import { segmentFor, type SeoUrls } from '../seo';
import { LOCALES, tr, type Locale, type Tr } from '../types';
import { cmsId } from './cmsIds';

export interface CategoryDef {
  key: string;
  parent: string | null;
  type: 'page' | 'folder' | 'link';
  name: Tr;
  /** URL segment; a string is used in every locale, otherwise ar-AE falls back to en-GB. */
  segment?: string | { 'de-DE': string; 'en-GB': string; 'fr-FR': string };
  description?: Tr;
  cms?: string;
  /** Header picture of listing pages. */
  banner?: { material: Material; scene: Scene; alt: Tr };
  /** Media registered elsewhere (article heroes). */
  mediaId?: string;
  externalLink?: Tr;
  customFields?: Record<string, unknown>;
  visible?: boolean;
  metaDescription?: Tr;
}

export const categoryId = (key: string): string => idFor(`category:${key}`);

const p = (de: string, en: string, fr: string, ar: string): Tr => tr(`<p>${de}</p>`, `<p>${en}</p>`, `<p>${fr}</p>`, `<p>${ar}</p>`);

/** Roots, shop navigation, footer and service menu. Guide articles are appended from data/articles. */
export const CATEGORIES: CategoryDef[] = [
  { key: 'root-main', parent: null, type: 'folder', name: tr('Hauptnavigation', 'Main navigation', 'Navigation principale', 'القائمة الرئيسية') },
  { key: 'root-footer', parent: null, type: 'folder', name: tr('Footer-Navigation', 'Footer navigation', 'Navigation du pied de page', 'روابط التذييل') },
  { key: 'root-service', parent: null, type: 'folder', name: tr('Service-Navigation', 'Service navigation', 'Navigation service', 'قائمة الخدمات') },

  // --- Bedding
  {
    key: 'bedding', parent: 'root-main', type: 'page', cms: 'listing',
    name: tr('Einstreu', 'Bedding', 'Litière', 'الفرشة'),
    banner: { material: 'miscanthus', scene: 'pasture', alt: tr('Einstreu für Pferde', 'Bedding for horses', 'Litière pour chevaux', 'فرشة للخيول') },
    description: p(
      'Staubarme Einstreu für Box und Offenstall: Miscanthus, Strohpellets und Strohgranulat direkt vom Hersteller, als Sack, halbe Palette oder ganze Palette.',
      'Low-dust bedding for loose boxes and open stables: miscanthus, straw pellets and straw granulate straight from the producer, by the bag, half pallet or full pallet.',
      'Litière peu poussiéreuse pour box et stabulation libre : miscanthus, granulés de paille et paille granulée directement du producteur, au sac, à la demi-palette ou à la palette.',
      'فرشة قليلة الغبار للحظائر الفردية والإسطبلات المفتوحة: ميسكانثوس وكريات القش وحبيبات القش مباشرة من المنتج، بالكيس أو نصف المنصة أو المنصة الكاملة.',
    ),
  },
  {
    key: 'bedding-miscanthus', parent: 'bedding', type: 'page', cms: 'listing',
    name: tr('Miscanthus', 'Miscanthus', 'Miscanthus', 'ميسكانثوس'),
    banner: { material: 'miscanthus', scene: 'field', alt: tr('Miscanthus-Feld und Häcksel', 'Miscanthus field and chips', 'Champ de miscanthus et copeaux', 'حقل ميسكانثوس ونشارته') },
    description: p(
      'Miscanthus bindet Ammoniak, nimmt ein Vielfaches seines Gewichts an Flüssigkeit auf und wird von den meisten Pferden nicht gefressen. Ideal für Pferde mit Atemwegsproblemen und für leichtfuttrige Pferde.',
      'Miscanthus binds ammonia, absorbs several times its own weight in liquid and is not eaten by most horses. Ideal for horses with respiratory problems and for easy keepers.',
      'Le miscanthus fixe l’ammoniac, absorbe plusieurs fois son poids en liquide et n’est pas mangé par la plupart des chevaux. Idéal pour les chevaux aux voies respiratoires sensibles.',
      'يربط الميسكانثوس الأمونيا ويمتص أضعاف وزنه من السوائل، ولا تأكله معظم الخيول. مثالي للخيول التي تعاني من مشكلات تنفسية وللخيول سريعة السمنة.',
    ),
  },
  {
    key: 'bedding-straw-pellets', parent: 'bedding', type: 'page', cms: 'listing',
    name: tr('Strohpellets', 'Straw pellets', 'Granulés de paille', 'كريات القش'),
    banner: { material: 'straw-pellets', scene: 'barn', alt: tr('Strohpellets vor einem Stall', 'Straw pellets in front of a barn', 'Granulés de paille devant une écurie', 'كريات القش أمام إسطبل') },
    description: p(
      'Strohpellets werden mit Wasser angefeuchtet und zerfallen zu einer weichen, saugstarken Matratze. Sie brauchen wenig Lagerplatz und reduzieren die Mistmenge deutlich.',
      'Straw pellets are moistened with water and break down into a soft, highly absorbent mattress. They need little storage space and noticeably reduce the amount of muck.',
      'Les granulés de paille, humidifiés à l’eau, se transforment en un matelas souple et très absorbant. Ils prennent peu de place et réduisent nettement le fumier.',
      'تُرطَّب كريات القش بالماء فتتفكك إلى فرشة ناعمة عالية الامتصاص. تحتاج إلى مساحة تخزين صغيرة وتقلل كمية الروث بشكل ملحوظ.',
    ),
  },
  {
    key: 'bedding-straw-granulate', parent: 'bedding', type: 'page', cms: 'listing',
    name: tr('Strohgranulat', 'Straw granulate', 'Paille granulée', 'حبيبات القش'),
    banner: { material: 'straw-granulate', scene: 'pasture', alt: tr('Strohgranulat in Nahaufnahme', 'Straw granulate close-up', 'Paille granulée en gros plan', 'حبيبات القش عن قرب') },
    description: p(
      'Strohgranulat ist sofort einsatzbereit, muss nicht gewässert werden und eignet sich besonders für Offenställe, Liegehallen und Pferdeanhänger.',
      'Straw granulate is ready to use straight away, needs no watering and is particularly suited to open stables, lying areas and horse trailers.',
      'La paille granulée s’utilise immédiatement, sans arrosage, et convient particulièrement aux stabulations libres, aires de couchage et vans.',
      'حبيبات القش جاهزة للاستخدام فوراً ولا تحتاج إلى ترطيب، وهي مناسبة بشكل خاص للإسطبلات المفتوحة ومناطق الاستلقاء ومقطورات الخيل.',
    ),
  },

  // --- Feed
  {
    key: 'feed', parent: 'root-main', type: 'page', cms: 'listing',
    name: tr('Futter', 'Feed', 'Alimentation', 'الأعلاف'),
    banner: { material: 'muesli', scene: 'evening', alt: tr('Pferdefutter', 'Horse feed', 'Aliments pour chevaux', 'أعلاف الخيول') },
    description: p(
      'Mineralfutter, Müsli, Mash und Leckerlis von einer Allgäuer Traditionsmühle: melassearm, getreidereduziert und mit 7 % Mehrwertsteuer.',
      'Mineral feed, muesli, mash and treats from a traditional mill in the Allgäu: low in molasses and reduced in cereals.',
      'Aliments minéraux, muesli, mash et friandises d’un moulin traditionnel de l’Allgäu : pauvres en mélasse et réduits en céréales.',
      'أعلاف معدنية وموسلي وماش ومكافآت من مطحنة تقليدية في منطقة ألغوي: قليلة الدبس ومنخفضة الحبوب.',
    ),
  },
  {
    key: 'feed-mineral', parent: 'feed', type: 'page', cms: 'listing',
    name: tr('Mineralfutter', 'Mineral feed', 'Aliments minéraux', 'أعلاف معدنية'),
    banner: { material: 'mineral', scene: 'pasture', alt: tr('Mineralfutter-Pellets', 'Mineral feed pellets', 'Granulés minéraux', 'كريات علف معدني') },
    description: p(
      'Heu deckt den Bedarf an Spurenelementen selten vollständig. Unser Mineralfutter gleicht Zink, Selen und Kupfer gezielt aus, ohne das Pferd zu überversorgen.',
      'Hay rarely covers the need for trace elements completely. Our mineral feeds balance zinc, selenium and copper in a targeted way without oversupplying the horse.',
      'Le foin couvre rarement tous les besoins en oligo-éléments. Nos aliments minéraux compensent zinc, sélénium et cuivre de manière ciblée.',
      'نادراً ما يغطي التبن حاجة الحصان من العناصر النادرة بالكامل. تعوّض أعلافنا المعدنية الزنك والسيلينيوم والنحاس بشكل مدروس.',
    ),
  },
  {
    key: 'feed-muesli', parent: 'feed', type: 'page', cms: 'listing',
    name: tr('Müsli & Mash', 'Muesli & mash', 'Muesli & mash', 'الموسلي والماش'),
    banner: { material: 'muesli', scene: 'barn', alt: tr('Pferdemüsli', 'Horse muesli', 'Muesli pour chevaux', 'موسلي للخيول') },
    description: p(
      'Strukturreiche Müslis und warme Mashes für Sportpferde, Senioren und Pferde im Fellwechsel – getreidefrei oder getreidereduziert.',
      'Fibre-rich mueslis and warm mashes for sport horses, veterans and horses changing their coat – cereal-free or cereal-reduced.',
      'Mueslis riches en fibres et mashs chauds pour chevaux de sport, seniors et chevaux en mue – sans céréales ou pauvres en céréales.',
      'موسلي غني بالألياف وماش دافئ لخيول الرياضة والخيول المسنة والخيول في فترة تبديل الشعر – خالٍ من الحبوب أو قليل الحبوب.',
    ),
  },
  {
    key: 'feed-treats', parent: 'feed', type: 'page', cms: 'listing',
    name: tr('Leckerlis', 'Treats', 'Friandises', 'مكافآت'),
    banner: { material: 'treats', scene: 'pasture', alt: tr('Pferdeleckerlis', 'Horse treats', 'Friandises pour chevaux', 'مكافآت للخيول') },
    description: p(
      'Leckerlis für Training und Belohnung, gebacken mit Äpfeln, Möhren und Kräutern – viele davon ohne Zuckerzusatz.',
      'Treats for training and rewards, baked with apples, carrots and herbs – many of them without added sugar.',
      'Friandises pour l’entraînement et la récompense, cuites avec des pommes, des carottes et des herbes – souvent sans sucre ajouté.',
      'مكافآت للتدريب والتشجيع، مخبوزة بالتفاح والجزر والأعشاب – كثير منها بدون سكر مضاف.',
    ),
  },

  // --- Mats
  {
    key: 'mats', parent: 'root-main', type: 'page', cms: 'listing',
    name: tr('Stall- & Paddockmatten', 'Stable & paddock mats', 'Tapis d’écurie et de paddock', 'حصائر الإسطبل وساحات الحركة'),
    segment: { 'de-DE': 'Stall-Paddockmatten', 'en-GB': 'Stable-Paddock-Mats', 'fr-FR': 'Tapis-Ecurie-Paddock' },
    banner: { material: 'straw-granulate', scene: 'paddock', alt: tr('Paddock mit Gittermatten', 'Paddock with grid mats', 'Paddock avec grilles', 'ساحة حركة مغطاة بشبكات') },
    description: p(
      'Gummimatten und Paddockgitter für Box, Stallgasse, Paddock und Offenstall: weniger Einstreu, trockene Böden und gelenkschonender Untergrund.',
      'Rubber mats and paddock grids for loose boxes, stable aisles, paddocks and open stables: less bedding, dry floors and a joint-friendly surface.',
      'Tapis en caoutchouc et grilles de paddock pour box, allées, paddocks et stabulations : moins de litière, des sols secs et un support qui ménage les articulations.',
      'حصائر مطاطية وشبكات لساحات الحركة للحظائر والممرات والإسطبلات المفتوحة: فرشة أقل وأرضيات جافة وسطح لطيف على المفاصل.',
    ),
  },
  {
    key: 'mats-paddock', parent: 'mats', type: 'page', cms: 'listing',
    name: tr('Paddockmatten', 'Paddock mats', 'Tapis de paddock', 'حصائر ساحات الحركة'),
    banner: { material: 'straw-granulate', scene: 'paddock', alt: tr('Befestigter Paddock', 'Reinforced paddock', 'Paddock stabilisé', 'ساحة حركة مثبتة') },
    description: p(
      'Matschfreie Paddocks: Gitter und Drainagematten stabilisieren den Boden, leiten Regenwasser ab und lassen sich einfach abäppeln.',
      'Mud-free paddocks: grids and drainage mats stabilise the ground, drain rainwater and are easy to muck out.',
      'Des paddocks sans boue : grilles et tapis drainants stabilisent le sol, évacuent l’eau de pluie et se nettoient facilement.',
      'ساحات حركة بلا طين: تثبّت الشبكات وحصائر التصريف الأرض وتصرّف مياه الأمطار ويسهل تنظيفها من الروث.',
    ),
  },
  {
    key: 'mats-stable', parent: 'mats', type: 'page', cms: 'listing',
    name: tr('Stallmatten', 'Stable mats', 'Tapis d’écurie', 'حصائر الإسطبل'),
    banner: { material: 'miscanthus', scene: 'stable', alt: tr('Box mit Stallmatten', 'Loose box with stable mats', 'Box avec tapis d’écurie', 'حظيرة مفروشة بحصائر') },
    description: p(
      'Stallmatten isolieren gegen Kälte und Nässe von unten und sparen bis zur Hälfte der Einstreu. Für Box, Stallgasse, Waschplatz und Anhänger.',
      'Stable mats insulate against cold and damp from below and save up to half of the bedding. For loose boxes, aisles, wash bays and trailers.',
      'Les tapis d’écurie isolent du froid et de l’humidité du sol et économisent jusqu’à la moitié de la litière. Pour box, allées, aires de douche et vans.',
      'تعزل حصائر الإسطبل البرد والرطوبة القادمة من الأرض وتوفر حتى نصف كمية الفرشة. مناسبة للحظائر والممرات ومناطق الغسيل والمقطورات.',
    ),
  },
  {
    key: 'mats-slatted', parent: 'mats', type: 'page', cms: 'listing',
    name: tr('Spaltenbodenmatten', 'Slatted floor mats', 'Tapis pour caillebotis', 'حصائر الأرضيات المشقوقة'),
    banner: { material: 'straw-pellets', scene: 'barn', alt: tr('Offenstall mit Spaltenboden', 'Open stable with slatted floor', 'Stabulation avec caillebotis', 'إسطبل مفتوح بأرضية مشقوقة') },
    description: p(
      'Spaltenbodenmatten lassen Urin sofort ablaufen. Die Liegefläche bleibt trocken und warm – die Lösung für ungeeignete Untergründe im Offenstall.',
      'Slatted floor mats let urine drain away immediately. The lying area stays dry and warm – the solution for unsuitable ground in open stables.',
      'Les tapis pour caillebotis laissent l’urine s’écouler immédiatement. La zone de couchage reste sèche et chaude – la solution pour les sols inadaptés.',
      'تسمح حصائر الأرضيات المشقوقة بتصريف البول فوراً، فتبقى منطقة الاستلقاء جافة ودافئة – الحل الأمثل للأرضيات غير المناسبة في الإسطبلات المفتوحة.',
    ),
  },

  // --- Accessories
  {
    key: 'accessories', parent: 'root-main', type: 'page', cms: 'listing',
    name: tr('Zubehör', 'Accessories', 'Accessoires', 'الإكسسوارات'),
    banner: { material: 'hay', scene: 'barn', alt: tr('Stallzubehör', 'Stable accessories', 'Accessoires d’écurie', 'مستلزمات الإسطبل') },
    description: p(
      'Gabeln, Schaufeln, Schubkarren und Heunetze, die zur Einstreu passen – und unser Einstreu-Handbuch als PDF zum sofortigen Download.',
      'Forks, shovels, wheelbarrows and hay nets that match your bedding – plus our bedding handbook as a PDF for instant download.',
      'Fourches, pelles, brouettes et filets à foin adaptés à votre litière – et notre manuel de la litière en PDF à télécharger immédiatement.',
      'مذارٍ ومجارف وعربات يد وشباك تبن تناسب الفرشة – بالإضافة إلى دليل الفرشة بصيغة PDF للتنزيل الفوري.',
    ),
  },

  // --- Guide section (articles are added as children from data/articles)
  {
    key: 'guides', parent: 'root-main', type: 'page', cms: 'guides', segment: 'ratgeber',
    name: tr('Ratgeber', 'Guide', 'Conseils', 'الدليل'),
    description: p(
      'Wissen aus dem Stallalltag: Einstreu-Vergleiche, Mengenrechner, Bodenbau und Geschichten aus unseren Kundenställen.',
      'Know-how from everyday stable life: bedding comparisons, quantity calculations, groundwork and stories from our customers’ yards.',
      'Le savoir-faire du quotidien à l’écurie : comparatifs de litières, calculs de quantités, aménagement des sols et histoires d’écuries.',
      'معرفة من الحياة اليومية في الإسطبل: مقارنات بين أنواع الفرشة وحساب الكميات وتجهيز الأرضيات وقصص من إسطبلات عملائنا.',
    ),
  },
  {
    key: 'guides-bedding', parent: 'guides', type: 'page', cms: 'guides-bedding', segment: 'einstreu-ratgeber',
    name: tr('Einstreu-Ratgeber', 'Bedding guide', 'Guide de la litière', 'دليل الفرشة'),
    description: p(
      'Fachartikel rund um Einstreu, Matten und Stallklima – geschrieben von unserem Team und von Tierärztinnen geprüft.',
      'In-depth articles on bedding, mats and stable climate – written by our team and reviewed by veterinarians.',
      'Articles de fond sur la litière, les tapis et le climat de l’écurie – rédigés par notre équipe et relus par des vétérinaires.',
      'مقالات متخصصة حول الفرشة والحصائر ومناخ الإسطبل – كتبها فريقنا وراجعتها طبيبات بيطريات.',
    ),
  },
  {
    key: 'guides-blog', parent: 'guides', type: 'page', cms: 'guides-blog', segment: 'blog',
    name: tr('Blog', 'Blog', 'Blog', 'المدونة'),
    description: p(
      'Neuigkeiten aus dem Stallwerk-Team, Stallporträts und Berichte von Messen und Hoftagen.',
      'News from the Stallwerk team, stable portraits and reports from trade fairs and open days.',
      'Actualités de l’équipe Stallwerk, portraits d’écuries et comptes rendus de salons.',
      'أخبار من فريق Stallwerk وتعريف بالإسطبلات وتقارير من المعارض والأيام المفتوحة.',
    ),
  },

  // --- Footer
  { key: 'footer-service', parent: 'root-footer', type: 'page', cms: 'footer-service', name: tr('Service', 'Service', 'Service', 'الخدمة') },
  { key: 'footer-contact', parent: 'footer-service', type: 'page', cms: 'contact', name: tr('Kontakt', 'Contact', 'Contact', 'اتصل بنا') },
  { key: 'footer-shipping', parent: 'footer-service', type: 'page', cms: 'shipping-payment', name: tr('Versand & Zahlung', 'Shipping & payment', 'Livraison et paiement', 'الشحن والدفع') },
  { key: 'footer-withdrawal', parent: 'footer-service', type: 'page', cms: 'withdrawal', name: tr('Widerrufsrecht', 'Right of withdrawal', 'Droit de rétractation', 'حق الانسحاب') },
  {
    key: 'footer-guide-link', parent: 'footer-service', type: 'link',
    name: tr('Einstreu-Ratgeber', 'Bedding guide', 'Guide de la litière', 'دليل الفرشة'),
    segment: { 'de-DE': 'Ratgeber-Link', 'en-GB': 'Guide-Link', 'fr-FR': 'Lien-Guide' },
    externalLink: tr('/ratgeber/einstreu-ratgeber/', '/ratgeber/einstreu-ratgeber/', '/ratgeber/einstreu-ratgeber/', '/ratgeber/einstreu-ratgeber/'),
  },
  { key: 'footer-legal', parent: 'root-footer', type: 'page', cms: 'footer-legal', name: tr('Rechtliches', 'Legal', 'Informations légales', 'معلومات قانونية') },
  { key: 'footer-imprint', parent: 'footer-legal', type: 'page', cms: 'imprint', name: tr('Impressum', 'Imprint', 'Mentions légales', 'بيانات الناشر') },
  { key: 'footer-privacy', parent: 'footer-legal', type: 'page', cms: 'privacy', name: tr('Datenschutz', 'Privacy policy', 'Protection des données', 'سياسة الخصوصية') },
  { key: 'footer-terms', parent: 'footer-legal', type: 'page', cms: 'terms', name: tr('AGB', 'Terms and conditions', 'CGV', 'الشروط والأحكام') },

  // --- Service menu (header/meta navigation)
  { key: 'service-contact', parent: 'root-service', type: 'page', cms: 'contact', name: tr('Kontakt', 'Contact', 'Contact', 'اتصل بنا') },
  { key: 'service-imprint', parent: 'root-service', type: 'page', cms: 'imprint', name: tr('Impressum', 'Imprint', 'Mentions légales', 'بيانات الناشر') },
  { key: 'service-privacy', parent: 'root-service', type: 'page', cms: 'privacy', name: tr('Datenschutz', 'Privacy policy', 'Protection des données', 'سياسة الخصوصية') },
  { key: 'service-terms', parent: 'root-service', type: 'page', cms: 'terms', name: tr('AGB', 'Terms and conditions', 'CGV', 'الشروط والأحكام') },
];

/** Product listing categories (the ones products are assigned to). */
export const LISTING_CATEGORIES = CATEGORIES.filter((c) => c.cms === 'listing').map((c) => c.key);

function segment(def: CategoryDef, locale: Locale): string {
  if (typeof def.segment === 'string') return def.segment;
  if (def.segment) return def.segment[locale === 'ar-AE' ? 'en-GB' : locale];
  return segmentFor(def.name, locale);
}

/** SEO paths ("Einstreu/Miscanthus/") of every non-root category, per locale. */
export function categoryPaths(defs: CategoryDef[]): Map<string, Tr> {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const out = new Map<string, Tr>();
  for (const def of defs) {
    if (!def.parent) continue;
    const chain: CategoryDef[] = [];
    for (let d: CategoryDef | undefined = def; d && d.parent; d = d.parent ? byKey.get(d.parent) : undefined) chain.unshift(d);
    const paths = {} as Tr;
    for (const l of LOCALES) paths[l] = `${chain.map((d) => segment(d, l)).join('/')}/`;
    out.set(def.key, paths);
  }
  return out;
}

export function categoryDef(defs: CategoryDef[], key: string): CategoryDef {
  const def = defs.find((d) => d.key === key);
  if (!def) throw new Error(`Unknown category ${key}`);
  return def;
}

/** The top level category below the main root (bedding for bedding-miscanthus). */
export function topCategory(defs: CategoryDef[], key: string): string {
  let def = categoryDef(defs, key);
  while (def.parent && def.parent !== 'root-main') def = categoryDef(defs, def.parent);
  return def.key;
}

export function addCategories({ rows, media }: SeedContext, defs: CategoryDef[], seo: SeoUrls): void {
  const positions = new Map<string, number>();
  const paths = categoryPaths(defs);
  for (const def of defs) {
    const position = (positions.get(def.parent ?? '') ?? 0) + 1;
    positions.set(def.parent ?? '', position);
    let mediaId = def.mediaId ?? null;
    if (def.banner) {
      const banner = def.banner;
      mediaId = media.image({
        folder: 'category',
        name: def.key,
        width: 1920,
        height: 800,
        svg: () => categoryBanner(banner.material, banner.scene, def.key),
        alt: banner.alt,
      });
    }
    rows.add('category', {
      id: categoryId(def.key),
      parent_id: def.parent ? categoryId(def.parent) : null,
      position,
      type: def.type,
      name: def.name,
      description: def.description ?? null,
      meta_title: def.parent ? metaTitle(def.name) : null,
      meta_description: def.metaDescription ?? (def.description ? stripTags(def.description) : null),
      keywords: null,
      active: 1,
      visible: def.visible === false ? 0 : 1,
      cms_page_id: def.cms ? cmsId(def.cms) : null,
      media_id: mediaId,
      link_type: def.type === 'link' ? 'external' : null,
      internal_link: null,
      external_link: def.externalLink ?? null,
      link_new_tab: 0,
      product_assignment_type: 'product',
      display_nested_products: 1,
      custom_fields: def.customFields ?? null,
    });
    const path = paths.get(def.key);
    if (path) seo.add('frontend.navigation.page', categoryId(def.key), path);
  }
}

function metaTitle(name: Tr): Tr {
  return tr(`${name['de-DE']} | Stallwerk`, `${name['en-GB']} | Stallwerk`, `${name['fr-FR']} | Stallwerk`, `${name['ar-AE']} | Stallwerk`);
}

function stripTags(html: Tr): Tr {
  const strip = (s: string) => s.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 160);
  return tr(strip(html['de-DE']), strip(html['en-GB']), strip(html['fr-FR']), strip(html['ar-AE']));
}
