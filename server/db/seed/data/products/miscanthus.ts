import { tr } from '../../types';
import { facts } from './texts';
import type { BeddingItem } from './types';

const cat = 'bedding-miscanthus';

export const MISCANTHUS: BeddingItem[] = [
  {
    number: 'SW-MIS-100', category: cat, material: 'miscanthus', manufacturer: 'hofgut-lindenau',
    name: tr('Miscanthus-Einstreu Premium', 'Miscanthus Bedding Premium', 'Litière de miscanthus Premium', 'فرشة ميسكانثوس بريميوم'),
    intro: tr(
      'Unsere meistverkaufte Einstreu: dreifach entstaubter Miscanthus-Häcksel in einer Körnung von 6 bis 8 Millimetern. Er ergibt eine weiche, gleichmäßige Liegefläche und hält die Box auch bei empfindlichen Pferden angenehm staubarm.',
      'Our best-selling bedding: triple-dedusted miscanthus chips with a grain size of 6 to 8 millimetres. It creates a soft, even lying surface and keeps the box pleasantly low in dust, even for sensitive horses.',
      'Notre litière la plus vendue : des copeaux de miscanthus dépoussiérés trois fois, d’une granulométrie de 6 à 8 millimètres. Elle forme une surface de couchage douce et régulière et garde le box très peu poussiéreux, même pour les chevaux sensibles.',
      'فرشتنا الأكثر مبيعاً: نشارة ميسكانثوس منزوعة الغبار ثلاث مرات بحجم حبيبات من 6 إلى 8 مليمترات. تشكّل سطح استلقاء ناعماً ومتجانساً وتحافظ على الحظيرة قليلة الغبار حتى للخيول الحساسة.',
    ),
    bagKg: 20, bagPrice: 12.9, topseller: true, sales: 1840, releaseDate: '2024-09-01',
    stock: { bag: 1400, halfPallet: 60, pallet: 18 },
    properties: [['bedding-type', 'miscanthus'], ['dust', 'dedusted'], ['absorbency', 'very-high'], ['grain', 'medium'], ['colour', 'natural'], ['use', 'box'], ['use', 'open-stable']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-MIS-110', category: cat, material: 'miscanthus', manufacturer: 'hofgut-lindenau',
    name: tr('Miscanthus-Häcksel Classic', 'Miscanthus Chips Classic', 'Copeaux de miscanthus Classic', 'نشارة ميسكانثوس كلاسيك'),
    intro: tr(
      'Grob gehäckselter Miscanthus für alle, die eine lockere, luftige Einstreu bevorzugen. Die längeren Fasern verfilzen sich zu einer stabilen Matratze, die sich besonders in großen Boxen und Liegehallen bewährt.',
      'Coarsely chopped miscanthus for everyone who prefers a loose, airy bedding. The longer fibres mat together into a stable mattress that works particularly well in large boxes and lying halls.',
      'Du miscanthus grossièrement haché pour ceux qui préfèrent une litière souple et aérée. Les fibres plus longues s’enchevêtrent en un matelas stable, idéal pour les grands box et les aires de couchage couvertes.',
      'ميسكانثوس مفروم بشكل خشن لمن يفضّل فرشة هشة وجيدة التهوية. تتشابك الألياف الأطول لتكوّن فرشة ثابتة تثبت جدارتها خاصة في الحظائر الكبيرة وقاعات الاستلقاء.',
    ),
    bagKg: 20, bagPrice: 10.9, listPrice: 11.9, sales: 920, releaseDate: '2023-03-15',
    stock: { bag: 900, halfPallet: 35, pallet: 12 },
    properties: [['bedding-type', 'miscanthus'], ['dust', 'low'], ['absorbency', 'high'], ['grain', 'coarse'], ['colour', 'natural'], ['use', 'box'], ['use', 'open-stable']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-MIS-120', category: cat, material: 'miscanthus', manufacturer: 'hofgut-lindenau',
    name: tr('Miscanthus-Pellets', 'Miscanthus Pellets', 'Granulés de miscanthus', 'كريات الميسكانثوس'),
    intro: tr(
      'Gepresster Miscanthus in Pelletform: platzsparend zu lagern und nach dem Anfeuchten besonders saugstark. Ideal für Ställe mit wenig Lagerraum und für Pferde, die ihre Einstreu gern anknabbern.',
      'Compressed miscanthus in pellet form: space-saving to store and especially absorbent once moistened. Ideal for yards with little storage space and for horses that like to nibble their bedding.',
      'Du miscanthus compressé en granulés : peu encombrant à stocker et particulièrement absorbant une fois humidifié. Idéal pour les écuries disposant de peu de place et pour les chevaux qui grignotent leur litière.',
      'ميسكانثوس مكبوس على شكل كريات: يوفر مساحة التخزين ويصبح عالي الامتصاص بعد ترطيبه. مثالي للإسطبلات ذات المساحة التخزينية المحدودة وللخيول التي تحب قضم فرشتها.',
    ),
    bagKg: 15, bagPrice: 9.9, sales: 640, releaseDate: '2025-02-10',
    stock: { bag: 700, halfPallet: 30, pallet: 10 },
    properties: [['bedding-type', 'miscanthus'], ['dust', 'very-low'], ['absorbency', 'very-high'], ['grain', 'fine'], ['colour', 'natural'], ['use', 'box'], ['use', 'trailer']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-MIS-130', category: cat, material: 'miscanthus', manufacturer: 'hofgut-lindenau',
    name: tr('Miscanthus-Einstreu Offenstall', 'Miscanthus Bedding Open Stable', 'Litière de miscanthus Stabulation', 'فرشة ميسكانثوس للإسطبل المفتوح'),
    intro: tr(
      'Extra grobe Miscanthus-Einstreu für Liegehallen, Offen- und Bewegungsställe. Die großen Halme bleiben auch bei vielen Pferden auf engem Raum locker und lassen sich großflächig mit dem Hoflader abmisten.',
      'Extra coarse miscanthus bedding for lying halls, open and active stables. The large stalks stay loose even with many horses in a small space and can be mucked out over large areas with a yard loader.',
      'Litière de miscanthus extra grossière pour aires de couchage, stabulations libres et écuries actives. Les gros brins restent aérés même avec de nombreux chevaux et se curent facilement au chargeur.',
      'فرشة ميسكانثوس خشنة جداً لقاعات الاستلقاء والإسطبلات المفتوحة والنشطة. تبقى السيقان الكبيرة هشة حتى مع وجود خيول كثيرة في مساحة ضيقة، ويمكن تنظيفها على مساحات واسعة بالجرافة الصغيرة.',
    ),
    bagKg: 20, bagPrice: 9.9, sales: 510, releaseDate: '2024-04-20',
    stock: { bag: 650, halfPallet: 40, pallet: 20 },
    properties: [['bedding-type', 'miscanthus'], ['dust', 'low'], ['absorbency', 'high'], ['grain', 'coarse'], ['colour', 'natural'], ['use', 'open-stable']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-MIS-140', category: cat, material: 'miscanthus', manufacturer: 'hofgut-lindenau',
    name: tr('Bio-Miscanthus-Einstreu', 'Organic Miscanthus Bedding', 'Litière de miscanthus bio', 'فرشة ميسكانثوس عضوية'),
    intro: tr(
      'Miscanthus aus kontrolliert biologischem Anbau, zertifiziert nach der EU-Öko-Verordnung. Entstaubt, fein gehäckselt und die richtige Wahl für Biobetriebe, die auch bei der Einstreu auf die Kreislaufwirtschaft achten.',
      'Miscanthus from certified organic farming under the EU organic regulation. Dedusted, finely chopped and the right choice for organic farms that want a closed loop for their bedding, too.',
      'Miscanthus issu de l’agriculture biologique, certifié selon le règlement bio de l’UE. Dépoussiéré, finement haché, c’est le bon choix pour les exploitations bio qui veulent aussi une litière en circuit fermé.',
      'ميسكانثوس من زراعة عضوية معتمدة وفق لائحة الاتحاد الأوروبي للزراعة العضوية. منزوع الغبار ومفروم بنعومة، وهو الخيار الأمثل للمزارع العضوية التي تحرص على الاقتصاد الدائري حتى في الفرشة.',
    ),
    bagKg: 20, bagPrice: 14.5, sales: 380, releaseDate: '2025-09-01',
    stock: { bag: 500, halfPallet: 20, pallet: 6 },
    properties: [['bedding-type', 'miscanthus'], ['dust', 'dedusted'], ['absorbency', 'very-high'], ['grain', 'fine'], ['colour', 'natural'], ['use', 'box']],
    facts: [facts.germany(), facts.compostable()],
  },
];
