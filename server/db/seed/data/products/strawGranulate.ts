import { tr } from '../../types';
import { facts } from './texts';
import type { BeddingItem } from './types';

const cat = 'bedding-straw-granulate';

export const STRAW_GRANULATE: BeddingItem[] = [
  {
    number: 'SW-STG-100', category: cat, material: 'straw-granulate', manufacturer: 'nordheide-einstreu',
    name: tr('Strohgranulat fein entstaubt', 'Straw Granulate Fine Dedusted', 'Paille granulée fine dépoussiérée', 'حبيبات قش ناعمة منزوعة الغبار'),
    intro: tr(
      'Fein zerkleinertes Strohgranulat, dreifach entstaubt und sofort einsatzbereit – kein Wässern, kein Warten. Die gleichmäßige Körnung ergibt eine ebene Liegefläche und lässt sich sauber abmisten.',
      'Finely chopped straw granulate, triple-dedusted and ready to use – no watering, no waiting. The even grain size creates a level lying surface and mucks out cleanly.',
      'Paille granulée finement broyée, dépoussiérée trois fois et prête à l’emploi – sans arrosage ni attente. Sa granulométrie régulière forme une surface de couchage plane et se cure proprement.',
      'حبيبات قش مطحونة بنعومة ومنزوعة الغبار ثلاث مرات وجاهزة للاستخدام فوراً – دون ترطيب ودون انتظار. يشكّل حجم الحبيبات المتجانس سطح استلقاء مستوياً ويسهل تنظيفه.',
    ),
    bagKg: 20, bagPrice: 10.9, topseller: true, sales: 1490, releaseDate: '2023-02-01',
    stock: { bag: 1300, halfPallet: 50, pallet: 15 },
    properties: [['bedding-type', 'straw-granulate'], ['dust', 'dedusted'], ['absorbency', 'high'], ['grain', 'fine'], ['colour', 'natural'], ['use', 'box'], ['use', 'trailer']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-STG-110', category: cat, material: 'straw-granulate', manufacturer: 'nordheide-einstreu',
    name: tr('Strohgranulat grob Offenstall', 'Coarse Straw Granulate Open Stable', 'Paille granulée grossière Stabulation', 'حبيبات قش خشنة للإسطبل المفتوح'),
    intro: tr(
      'Grobes Granulat für Liegehallen und Offenställe mit hoher Belegung. Die größeren Stücke bleiben länger formstabil, federn gut ab und trocknen nach Regen schneller wieder ab.',
      'Coarse granulate for lying halls and heavily used open stables. The larger pieces keep their shape longer, provide good cushioning and dry out faster after rain.',
      'Granulé grossier pour aires de couchage et stabulations très occupées. Les morceaux plus gros gardent leur forme plus longtemps, amortissent bien et sèchent plus vite après la pluie.',
      'حبيبات خشنة لقاعات الاستلقاء والإسطبلات المفتوحة المزدحمة. تحافظ القطع الأكبر على شكلها لفترة أطول وتوفر توسيداً جيداً وتجف بسرعة أكبر بعد المطر.',
    ),
    bagKg: 20, bagPrice: 9.5, sales: 720, releaseDate: '2023-09-01',
    stock: { bag: 900, halfPallet: 45, pallet: 18 },
    properties: [['bedding-type', 'straw-granulate'], ['dust', 'low'], ['absorbency', 'high'], ['grain', 'coarse'], ['colour', 'natural'], ['use', 'open-stable']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-STG-120', category: cat, material: 'straw-granulate', manufacturer: 'nordheide-einstreu',
    name: tr('Strohgranulat Premium Plus', 'Straw Granulate Premium Plus', 'Paille granulée Premium Plus', 'حبيبات القش بريميوم بلس'),
    intro: tr(
      'Strohgranulat mit einem kleinen Anteil Algenkalk, der den pH-Wert der Einstreu stabilisiert. Ammoniakgeruch entsteht dadurch deutlich später – spürbar in Boxen mit wenig Luftaustausch.',
      'Straw granulate with a small share of algae lime that stabilises the pH value of the bedding. Ammonia odour develops considerably later – noticeable in boxes with little air exchange.',
      'Paille granulée enrichie d’un peu de calcaire d’algues qui stabilise le pH de la litière. L’odeur d’ammoniac apparaît nettement plus tard – un vrai plus dans les box peu ventilés.',
      'حبيبات قش مع نسبة صغيرة من جير الطحالب الذي يثبّت درجة حموضة الفرشة. فتتأخر رائحة الأمونيا كثيراً – وهو فرق ملموس في الحظائر ضعيفة التهوية.',
    ),
    bagKg: 20, bagPrice: 12.5, listPrice: 13.9, sales: 410, releaseDate: '2025-03-01',
    stock: { bag: 600, halfPallet: 25, pallet: 8 },
    properties: [['bedding-type', 'straw-granulate'], ['dust', 'dedusted'], ['absorbency', 'very-high'], ['grain', 'fine'], ['colour', 'natural'], ['use', 'box']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-STG-130', category: cat, material: 'straw-granulate', manufacturer: 'nordheide-einstreu',
    name: tr('Strohgranulat Eco', 'Straw Granulate Eco', 'Paille granulée Eco', 'حبيبات القش إيكو'),
    intro: tr(
      'Unser günstigstes Granulat für den Alltag: einfach entstaubt, mittlere Körnung, volle Saugkraft. Eine solide Wahl für gesunde Pferde und für die Einstreu im Pferdeanhänger.',
      'Our most affordable granulate for everyday use: dedusted once, medium grain, full absorbency. A solid choice for healthy horses and for bedding the horse trailer.',
      'Notre paille granulée la plus abordable pour tous les jours : dépoussiérée une fois, granulométrie moyenne, pleine capacité d’absorption. Un choix solide pour les chevaux en bonne santé et pour le van.',
      'أرخص حبيباتنا للاستخدام اليومي: منزوعة الغبار مرة واحدة، بحجم حبيبات متوسط وقدرة امتصاص كاملة. خيار جيد للخيول السليمة ولفرش مقطورات الخيل.',
    ),
    bagKg: 20, bagPrice: 8.9, sales: 560, releaseDate: '2022-11-15',
    stock: { bag: 1000, halfPallet: 40, pallet: 14 },
    properties: [['bedding-type', 'straw-granulate'], ['dust', 'low'], ['absorbency', 'medium'], ['grain', 'medium'], ['colour', 'natural'], ['use', 'box'], ['use', 'trailer']],
    facts: [facts.germany(), facts.compostable()],
  },
];
