import { tr } from '../../types';
import { facts } from './texts';
import type { MatItem } from './types';

export const MATS: MatItem[] = [
  // --- Paddock mats
  {
    number: 'SW-PAD-100', category: 'mats-paddock', manufacturer: 'van-dijk', pattern: 'honeycomb', colour: '#2b2b2b', kgPerM2mm: 0.11,
    name: tr('Paddockgitter Wabe', 'Honeycomb Paddock Grid', 'Grille de paddock nid d’abeille', 'شبكة سداسية لساحات الحركة'),
    intro: tr(
      'Stabile Wabenplatten aus recyceltem HDPE, die den Paddockboden dauerhaft befestigen. Die Platten werden paarweise verbunden und mindestens zu viert verlegt; befüllt mit Sand oder Splitt entsteht eine matschfreie, wasserdurchlässige Fläche.',
      'Sturdy honeycomb panels made from recycled HDPE that permanently stabilise paddock ground. The panels are connected in pairs and laid in sets of at least four; filled with sand or chippings they create a mud-free, permeable surface.',
      'Plaques alvéolées robustes en PEHD recyclé qui stabilisent durablement le sol du paddock. Elles s’assemblent par paires et se posent par quatre au minimum ; remplies de sable ou de gravillons, elles forment une surface perméable et sans boue.',
      'ألواح سداسية متينة من بلاستيك HDPE المعاد تدويره تثبّت أرض ساحة الحركة بشكل دائم. تُربط الألواح أزواجاً وتُركَّب بحد أدنى أربع قطع، وعند ملئها بالرمل أو الحصى تتكون مساحة نافذة للماء خالية من الطين.',
    ),
    variants: [
      { size: '100x100', thickness: '30', price: 39.9, stock: 600 },
      { size: '100x100', thickness: '40', price: 46.9, stock: 480 },
    ],
    minPurchase: 4, purchaseSteps: 2, sales: 880, releaseDate: '2023-03-01',
    properties: [['material', 'hdpe'], ['colour', 'black'], ['use', 'paddock'], ['use', 'open-stable']],
    facts: [tr('Verkauf paarweise, Mindestabnahme 4 Platten', 'Sold in pairs, minimum order 4 panels', 'Vendu par paires, minimum 4 plaques', 'تُباع أزواجاً، الحد الأدنى للطلب 4 ألواح'), facts.warranty(10)],
  },
  {
    number: 'SW-PAD-110', category: 'mats-paddock', manufacturer: 'kessler-gummiwerk', pattern: 'grid', colour: '#2b2b2b', kgPerM2mm: 1.0,
    name: tr('Paddockmatte Drainage', 'Drainage Paddock Mat', 'Tapis de paddock drainant', 'حصيرة تصريف لساحات الحركة'),
    intro: tr(
      'Gummimatte mit durchgehenden Drainageöffnungen für stark beanspruchte Paddockbereiche wie Tränke, Heuraufe und Tor. Wasser fließt sofort ab, die Matte bleibt griffig und lässt sich mit Schaufel und Besen sauber halten.',
      'Rubber mat with continuous drainage holes for heavily used paddock areas such as the water trough, hay rack and gate. Water drains away immediately, the mat stays grippy and is easy to keep clean with a shovel and broom.',
      'Tapis en caoutchouc percé de trous de drainage pour les zones de paddock très sollicitées : abreuvoir, râtelier et portail. L’eau s’écoule immédiatement, le tapis reste adhérent et se nettoie facilement à la pelle et au balai.',
      'حصيرة مطاطية بفتحات تصريف متواصلة للمناطق الأكثر استخداماً في ساحة الحركة مثل حوض الشرب ومعلف التبن والبوابة. يتصرف الماء فوراً وتبقى الحصيرة مانعة للانزلاق ويسهل تنظيفها بالمجرفة والمكنسة.',
    ),
    variants: [
      { size: '100x150', thickness: '18', price: 54.9, stock: 140 },
      { size: '100x150', thickness: '30', price: 74.9, stock: 90 },
      { size: '120x180', thickness: '30', price: 99.9, stock: 60 },
    ],
    tiers: true, shippingFree: true, sales: 520, releaseDate: '2024-03-15',
    properties: [['material', 'recycled-rubber'], ['colour', 'black'], ['use', 'paddock'], ['use', 'aisle']],
    facts: [facts.warranty(5)],
  },
  {
    number: 'SW-PAD-120', category: 'mats-paddock', manufacturer: 'kessler-gummiwerk', pattern: 'studs', colour: '#262626', kgPerM2mm: 0.7,
    name: tr('Paddockmatte Ringlock', 'Ringlock Paddock Mat', 'Tapis de paddock Ringlock', 'حصيرة رينغلوك لساحات الحركة'),
    intro: tr(
      'Ringmatte mit offener Struktur, durch die Gras und Wurzeln hindurchwachsen können. Ideal zur Befestigung von Weideeingängen, Unterständen und Wegen, ohne den Boden zu versiegeln.',
      'Ring mat with an open structure through which grass and roots can grow. Ideal for stabilising field gateways, shelters and paths without sealing the ground.',
      'Tapis à anneaux à structure ouverte, à travers laquelle l’herbe et les racines peuvent pousser. Idéal pour stabiliser les entrées de pâture, les abris et les chemins sans imperméabiliser le sol.',
      'حصيرة حلقية ذات بنية مفتوحة يمكن للعشب والجذور أن تنمو من خلالها. مثالية لتثبيت مداخل المراعي والملاجئ والممرات دون إغلاق سطح التربة.',
    ),
    variants: [
      { size: '100x150', thickness: '18', price: 49.9, stock: 160 },
      { size: '100x150', thickness: '30', price: 69.9, stock: 80 },
    ],
    sales: 300, releaseDate: '2024-08-01',
    properties: [['material', 'recycled-rubber'], ['colour', 'black'], ['use', 'paddock'], ['use', 'pasture']],
  },
  {
    number: 'SW-PAD-130', category: 'mats-paddock', manufacturer: 'kessler-gummiwerk', pattern: 'hammer', colour: '#303030', kgPerM2mm: 1.1,
    name: tr('Paddockmatte Puzzle', 'Interlocking Paddock Mat', 'Tapis de paddock emboîtable', 'حصيرة متداخلة لساحات الحركة'),
    intro: tr(
      'Puzzlematte mit Schwalbenschwanz-Verbindung: Die Matten greifen fest ineinander und verrutschen auch unter beschlagenen Hufen nicht. Für Paddocks, Eingänge von Longierzirkeln und Führanlagen.',
      'Interlocking mat with dovetail joints: the mats lock firmly together and do not shift even under shod hooves. For paddocks, lunging ring entrances and horse walkers.',
      'Tapis puzzle à assemblage en queue d’aronde : les tapis s’emboîtent solidement et ne bougent pas, même sous des sabots ferrés. Pour paddocks, entrées de rond de longe et marcheurs.',
      'حصيرة متداخلة بوصلات على شكل ذيل الحمامة: تتشابك الحصائر بإحكام ولا تنزلق حتى تحت الحوافر المنعّلة. مناسبة لساحات الحركة ومداخل حلبات الترويض وأجهزة تمشية الخيل.',
    ),
    variants: [
      { size: '100x100', thickness: '30', price: 59.9, stock: 120 },
      { size: '100x100', thickness: '40', price: 72.9, stock: 90 },
    ],
    sales: 270, releaseDate: '2025-04-01',
    properties: [['material', 'recycled-rubber'], ['colour', 'black'], ['use', 'paddock'], ['use', 'open-stable']],
  },

  // --- Stable mats
  {
    number: 'SW-STM-100', category: 'mats-stable', manufacturer: 'kessler-gummiwerk', pattern: 'hammer', colour: '#2b2b2b', kgPerM2mm: 1.15,
    name: tr('Stallmatte Classic', 'Stable Mat Classic', 'Tapis d’écurie Classic', 'حصيرة إسطبل كلاسيك'),
    intro: tr(
      'Der Klassiker für die Pferdebox: 18 oder 30 Millimeter starke Gummimatte mit Hammerschlag-Oberseite und Noppen auf der Unterseite. Die Noppen lassen Flüssigkeit ablaufen und federn jeden Schritt angenehm ab.',
      'The classic for the loose box: an 18 or 30 millimetre rubber mat with a hammered top surface and studs on the underside. The studs let liquid drain away and cushion every step.',
      'Le classique pour le box : un tapis en caoutchouc de 18 ou 30 millimètres, surface martelée sur le dessus et picots en dessous. Les picots laissent s’écouler les liquides et amortissent chaque pas.',
      'الخيار الكلاسيكي لحظيرة الخيل: حصيرة مطاطية بسماكة 18 أو 30 مليمتراً بسطح علوي مطروق ونتوءات على الجانب السفلي. تسمح النتوءات بتصريف السوائل وتخفف وقع كل خطوة.',
    ),
    variants: [
      { size: '100x150', thickness: '18', price: 44.9, stock: 300 },
      { size: '120x180', thickness: '18', price: 59.9, stock: 220 },
      { size: '120x180', thickness: '30', price: 89.9, stock: 120 },
    ],
    tiers: true, topseller: true, sales: 1260, releaseDate: '2022-03-01',
    properties: [['material', 'natural-rubber'], ['colour', 'black'], ['use', 'box'], ['use', 'aisle'], ['use', 'trailer']],
    facts: [facts.warranty(5)],
  },
  {
    number: 'SW-STM-110', category: 'mats-stable', manufacturer: 'kessler-gummiwerk', pattern: 'pebbles', colour: '#3b3b3b', kgPerM2mm: 0.35,
    name: tr('Stallmatte Komfort EVA', 'Comfort Stable Mat EVA', 'Tapis d’écurie Confort EVA', 'حصيرة إسطبل مريحة EVA'),
    intro: tr(
      'Zweischichtige Komfortmatte mit einem Kern aus geschlossenzelligem EVA-Schaum und einer strapazierfähigen Gummideckschicht. Sie bietet eine besonders weiche Liegefläche für ältere Pferde und Pferde mit Arthrose.',
      'Two-layer comfort mat with a core of closed-cell EVA foam and a hard-wearing rubber top layer. It provides an especially soft lying surface for older horses and horses with arthritis.',
      'Tapis confort bicouche avec une âme en mousse EVA à cellules fermées et une couche supérieure en caoutchouc résistant. Il offre une surface de couchage particulièrement douce aux chevaux âgés ou arthrosiques.',
      'حصيرة مريحة من طبقتين بقلب من رغوة EVA ذات الخلايا المغلقة وطبقة علوية من المطاط المقاوم للتآكل. توفر سطح استلقاء ناعماً بشكل خاص للخيول المسنة والخيول المصابة بالتهاب المفاصل.',
    ),
    variants: [
      { size: '120x180', thickness: '30', price: 119.9, stock: 60 },
      { size: '120x180', thickness: '40', price: 139.9, stock: 40 },
    ],
    shippingFree: true, sales: 240, releaseDate: '2025-01-15',
    properties: [['material', 'eva'], ['material', 'natural-rubber'], ['colour', 'black'], ['use', 'box']],
    facts: [facts.warranty(5)],
  },
  {
    number: 'SW-STM-120', category: 'mats-stable', manufacturer: 'kessler-gummiwerk', pattern: 'hammer', colour: '#555555', kgPerM2mm: 1.2,
    name: tr('Stallgassenmatte Hammerschlag', 'Hammered Aisle Mat', 'Tapis d’allée martelé', 'حصيرة ممر مطروقة'),
    intro: tr(
      'Rutschfeste Matte für Stallgasse, Putzplatz und Waschplatz. Die Hammerschlag-Oberfläche bietet auch bei Nässe sicheren Halt und lässt sich mit dem Wasserschlauch in Sekunden reinigen.',
      'Slip-resistant mat for stable aisles, grooming areas and wash bays. The hammered surface provides sure footing even when wet and can be cleaned with a hose in seconds.',
      'Tapis antidérapant pour allées, aires de pansage et de douche. La surface martelée offre une bonne adhérence même mouillée et se nettoie au jet en quelques secondes.',
      'حصيرة مانعة للانزلاق لممرات الإسطبل وأماكن العناية ومناطق الغسيل. يوفر السطح المطروق ثباتاً آمناً حتى عند البلل، ويمكن تنظيفه بخرطوم الماء في ثوانٍ.',
    ),
    variants: [
      { size: '100x150', thickness: '18', price: 39.9, listPrice: 44.9, stock: 260 },
      { size: '100x200', thickness: '18', price: 52.9, listPrice: 58.9, stock: 180 },
    ],
    sales: 410, releaseDate: '2023-07-01',
    properties: [['material', 'recycled-rubber'], ['colour', 'grey'], ['use', 'aisle'], ['use', 'wash-bay']],
  },
  {
    number: 'SW-STM-130', category: 'mats-stable', manufacturer: 'kessler-gummiwerk', pattern: 'studs', colour: '#2b2b2b', kgPerM2mm: 1.1,
    name: tr('Anhängermatte', 'Trailer Mat', 'Tapis pour van', 'حصيرة مقطورة الخيل'),
    intro: tr(
      'Passgenaue Bodenmatte für Pferdeanhänger mit Noppenprofil auf der Oberseite. Sie schützt den Anhängerboden vor Feuchtigkeit, gibt beim Verladen sicheren Tritt und reduziert Fahrgeräusche.',
      'Precisely fitting floor mat for horse trailers with a studded top profile. It protects the trailer floor from moisture, gives secure footing when loading and reduces road noise.',
      'Tapis de sol ajusté pour van, avec profil à picots sur le dessus. Il protège le plancher de l’humidité, assure une bonne prise au chargement et réduit les bruits de roulement.',
      'حصيرة أرضية دقيقة المقاس لمقطورات الخيل بنتوءات على السطح العلوي. تحمي أرضية المقطورة من الرطوبة وتوفر ثباتاً آمناً عند التحميل وتقلل ضجيج الطريق.',
    ),
    variants: [
      { size: '120x180', thickness: '18', price: 59.9, stock: 70 },
      { size: '100x200', thickness: '18', price: 64.9, stock: 90 },
    ],
    sales: 190, releaseDate: '2024-05-01',
    properties: [['material', 'natural-rubber'], ['colour', 'black'], ['use', 'trailer']],
  },

  // --- Slatted floor mats
  {
    number: 'SW-SPB-100', category: 'mats-slatted', manufacturer: 'kessler-gummiwerk', pattern: 'slots', colour: '#2b2b2b', kgPerM2mm: 0.95,
    name: tr('Spaltenbodenmatte Offenstall', 'Open Stable Slatted Floor Mat', 'Tapis caillebotis stabulation', 'حصيرة أرضية مشقوقة للإسطبل المفتوح'),
    intro: tr(
      'Gummimatte mit durchgehenden Schlitzen für Liegeflächen im Offenstall. Urin läuft sofort in den Untergrund ab, die Oberfläche bleibt trocken und eine dünne Schicht Einstreu genügt.',
      'Rubber mat with continuous slots for lying areas in open stables. Urine drains straight into the ground beneath, the surface stays dry and a thin layer of bedding is enough.',
      'Tapis en caoutchouc à fentes continues pour les aires de couchage en stabulation. L’urine s’écoule immédiatement dans le sol, la surface reste sèche et une fine couche de litière suffit.',
      'حصيرة مطاطية بشقوق متواصلة لمناطق الاستلقاء في الإسطبل المفتوح. يتصرف البول فوراً إلى الأرض تحتها، فيبقى السطح جافاً وتكفي طبقة رقيقة من الفرشة.',
    ),
    variants: [
      { size: '100x100', thickness: '30', price: 69.9, stock: 150 },
      { size: '100x100', thickness: '40', price: 84.9, stock: 110 },
    ],
    sales: 380, releaseDate: '2023-11-01',
    properties: [['material', 'natural-rubber'], ['colour', 'black'], ['use', 'open-stable'], ['use', 'box']],
    facts: [facts.warranty(5)],
  },
  {
    number: 'SW-SPB-110', category: 'mats-slatted', manufacturer: 'kessler-gummiwerk', pattern: 'slots', colour: '#333333', kgPerM2mm: 0.9,
    name: tr('Spaltenbodenmatte Komfort', 'Comfort Slatted Floor Mat', 'Tapis caillebotis Confort', 'حصيرة أرضية مشقوقة مريحة'),
    intro: tr(
      'Die große Komfortvariante mit weicherer Gummimischung und konischen Schlitzen, die sich nicht zusetzen. Zwei Matten decken bereits eine Liegefläche von über vier Quadratmetern ab.',
      'The large comfort version with a softer rubber compound and tapered slots that do not clog. Two mats already cover a lying area of more than four square metres.',
      'La grande version confort, avec un mélange de caoutchouc plus souple et des fentes coniques qui ne se bouchent pas. Deux tapis couvrent déjà plus de quatre mètres carrés de couchage.',
      'النسخة الكبيرة المريحة بخليط مطاطي أنعم وشقوق مخروطية لا تنسد. تغطي حصيرتان فقط مساحة استلقاء تزيد على أربعة أمتار مربعة.',
    ),
    variants: [
      { size: '120x180', thickness: '30', price: 119.9, stock: 70 },
      { size: '120x180', thickness: '40', price: 134.9, stock: 50 },
    ],
    shippingFree: true, sales: 210, releaseDate: '2024-10-01',
    properties: [['material', 'natural-rubber'], ['colour', 'black'], ['use', 'open-stable']],
    facts: [facts.warranty(5)],
  },
  {
    number: 'SW-SPB-120', category: 'mats-slatted', manufacturer: 'van-dijk', pattern: 'grid', colour: '#2b2b2b', kgPerM2mm: 0.16,
    name: tr('Spaltenboden-Auflage Gitter', 'Slatted Floor Grid Overlay', 'Grille pour caillebotis', 'شبكة تغطية للأرضيات المشقوقة'),
    intro: tr(
      'Gitterauflage für vorhandene Betonspaltenböden in umgebauten Rinderställen. Sie schließt die Spalten trittsicher ab, lässt Flüssigkeit aber ungehindert durch – so wird ein ehemaliger Kuhstall pferdegerecht.',
      'Grid overlay for existing concrete slatted floors in converted cattle sheds. It closes the gaps for safe footing but lets liquid through unhindered – making a former cowshed suitable for horses.',
      'Grille à poser sur les caillebotis en béton existants des anciennes étables. Elle ferme les fentes pour un appui sûr tout en laissant passer les liquides – une ancienne étable devient adaptée aux chevaux.',
      'شبكة تُركَّب فوق الأرضيات الخرسانية المشقوقة الموجودة في حظائر الأبقار المحوّلة. تغلق الفتحات لتوفير خطوات آمنة مع السماح بمرور السوائل دون عائق – فتصبح حظيرة الأبقار السابقة مناسبة للخيول.',
    ),
    variants: [
      { size: '100x150', thickness: '30', price: 64.9, stock: 100 },
      { size: '100x150', thickness: '40', price: 76.9, stock: 80 },
    ],
    sales: 150, releaseDate: '2025-07-01',
    properties: [['material', 'hdpe'], ['colour', 'black'], ['use', 'open-stable']],
    facts: [facts.warranty(10)],
  },
];
