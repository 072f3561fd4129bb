import { tr } from '../../types';
import { facts } from './texts';
import type { BeddingItem } from './types';

const cat = 'bedding-straw-pellets';

export const STRAW_PELLETS: BeddingItem[] = [
  {
    number: 'SW-STP-100', category: cat, material: 'straw-pellets', manufacturer: 'elbmarsch-agrar',
    name: tr('Strohpellets Classic', 'Straw Pellets Classic', 'Granulés de paille Classic', 'كريات القش كلاسيك'),
    intro: tr(
      'Bewährte Strohpellets aus reinem Weizenstroh mit 6 Millimetern Durchmesser. Nach dem Wässern entsteht eine saugstarke, weiche Einstreu, die Feuchtigkeit und Gerüche zuverlässig bindet.',
      'Tried-and-tested straw pellets made from pure wheat straw, 6 millimetres in diameter. Once watered they form a soft, highly absorbent bedding that reliably locks in moisture and odours.',
      'Des granulés de paille éprouvés, en pure paille de blé, de 6 millimètres de diamètre. Une fois arrosés, ils forment une litière douce et très absorbante qui retient efficacement l’humidité et les odeurs.',
      'كريات قش مجرَّبة من قش القمح الخالص بقطر 6 مليمترات. بعد ترطيبها تتحول إلى فرشة ناعمة عالية الامتصاص تحبس الرطوبة والروائح بشكل موثوق.',
    ),
    bagKg: 15, bagPrice: 7.9, sales: 1320, releaseDate: '2022-10-01',
    stock: { bag: 1600, halfPallet: 70, pallet: 24 },
    properties: [['bedding-type', 'straw-pellets'], ['dust', 'low'], ['absorbency', 'very-high'], ['grain', 'medium'], ['colour', 'natural'], ['use', 'box']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-STP-110', category: cat, material: 'straw-pellets', manufacturer: 'elbmarsch-agrar',
    name: tr('Strohpellets Premium entstaubt', 'Straw Pellets Premium Dedusted', 'Granulés de paille Premium dépoussiérés', 'كريات القش بريميوم منزوعة الغبار'),
    intro: tr(
      'Unsere Premium-Pellets werden vor und nach dem Pressen entstaubt und anschließend gesiebt. Das Ergebnis ist eine der staubärmsten Stroheinstreuen am Markt – erste Wahl für Pferde mit Husten oder Asthma.',
      'Our premium pellets are dedusted before and after pressing and then sieved. The result is one of the lowest-dust straw beddings on the market – the first choice for horses with a cough or equine asthma.',
      'Nos granulés premium sont dépoussiérés avant et après le pressage, puis tamisés. Résultat : l’une des litières de paille les moins poussiéreuses du marché – le premier choix pour les chevaux qui toussent ou souffrent d’asthme.',
      'تُنزع الأتربة من كرياتنا الممتازة قبل الكبس وبعده ثم تُغربل. والنتيجة واحدة من أقل فرشات القش غباراً في السوق – الخيار الأول للخيول التي تعاني من السعال أو الربو.',
    ),
    bagKg: 15, bagPrice: 8.9, topseller: true, sales: 1610, releaseDate: '2023-08-15',
    stock: { bag: 1500, halfPallet: 55, pallet: 20 },
    properties: [['bedding-type', 'straw-pellets'], ['dust', 'dedusted'], ['absorbency', 'very-high'], ['grain', 'medium'], ['colour', 'natural'], ['use', 'box'], ['use', 'trailer']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-STP-120', category: cat, material: 'straw-pellets', manufacturer: 'elbmarsch-agrar',
    name: tr('Gerstenstroh-Pellets', 'Barley Straw Pellets', 'Granulés de paille d’orge', 'كريات قش الشعير'),
    intro: tr(
      'Pellets aus weichem Gerstenstroh, das besonders fein zerfällt. Die Einstreu wird dadurch schnell flauschig und eignet sich gut für Fohlenboxen und Abfohlboxen.',
      'Pellets made from soft barley straw, which breaks down particularly finely. The bedding quickly becomes fluffy and is well suited to foal boxes and foaling stalls.',
      'Des granulés de paille d’orge tendre, qui se délite très finement. La litière devient rapidement moelleuse et convient bien aux box de poulinage et aux box pour poulains.',
      'كريات مصنوعة من قش الشعير الطري الذي يتفتت بنعومة كبيرة. تصبح الفرشة سريعاً منفوشة وناعمة، وهي مناسبة للحظائر المخصصة للمهور وحظائر الولادة.',
    ),
    bagKg: 15, bagPrice: 8.4, listPrice: 8.9, sales: 470, releaseDate: '2024-01-10',
    stock: { bag: 800, halfPallet: 30, pallet: 8 },
    properties: [['bedding-type', 'straw-pellets'], ['dust', 'very-low'], ['absorbency', 'high'], ['grain', 'fine'], ['colour', 'natural'], ['use', 'box']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-STP-130', category: cat, material: 'straw-pellets', manufacturer: 'elbmarsch-agrar',
    name: tr('Strohpellets Eco 8 mm', 'Straw Pellets Eco 8 mm', 'Granulés de paille Eco 8 mm', 'كريات القش إيكو 8 مم'),
    intro: tr(
      'Die preiswerte Alternative für große Ställe: 8-Millimeter-Pellets aus Mischstroh im 20-Kilogramm-Sack. Etwas gröber als unsere Classic-Pellets, aber genauso saugfähig.',
      'The economical choice for large yards: 8-millimetre pellets made from mixed straw in 20-kilogram bags. Slightly coarser than our Classic pellets, but just as absorbent.',
      'L’alternative économique pour les grandes écuries : des granulés de 8 millimètres en paille mélangée, en sacs de 20 kilogrammes. Un peu plus grossiers que nos granulés Classic, mais tout aussi absorbants.',
      'البديل الاقتصادي للإسطبلات الكبيرة: كريات بقطر 8 مليمترات من قش مختلط في أكياس وزنها 20 كيلوغراماً. أخشن قليلاً من كريات كلاسيك لكنها بنفس القدرة على الامتصاص.',
    ),
    bagKg: 20, bagPrice: 8.5, sales: 690, releaseDate: '2022-05-01',
    stock: { bag: 1100, halfPallet: 45, pallet: 16 },
    properties: [['bedding-type', 'straw-pellets'], ['dust', 'low'], ['absorbency', 'very-high'], ['grain', 'medium'], ['colour', 'natural'], ['use', 'box'], ['use', 'open-stable']],
    facts: [facts.germany(), facts.compostable()],
  },
  {
    number: 'SW-STP-140', category: cat, material: 'straw-pellets', manufacturer: 'elbmarsch-agrar',
    name: tr('Rapsstroh-Pellets', 'Rapeseed Straw Pellets', 'Granulés de paille de colza', 'كريات قش بذور اللفت'),
    intro: tr(
      'Rapsstroh ist von Natur aus holziger als Getreidestroh und wird von Pferden kaum gefressen. Die Pellets zerfallen zu einer hellen, federnden Einstreu, die lange trocken bleibt.',
      'Rapeseed straw is naturally woodier than cereal straw and horses hardly eat it. The pellets break down into a light-coloured, springy bedding that stays dry for a long time.',
      'La paille de colza est naturellement plus ligneuse que la paille de céréales et les chevaux n’en mangent presque pas. Les granulés forment une litière claire et élastique qui reste longtemps sèche.',
      'قش بذور اللفت أكثر خشبية بطبيعته من قش الحبوب، ولا تكاد الخيول تأكله. تتفكك الكريات إلى فرشة فاتحة اللون ومرنة تبقى جافة لفترة طويلة.',
    ),
    bagKg: 15, bagPrice: 8.2, sales: 300, releaseDate: '2025-06-01',
    stock: { bag: 600, halfPallet: 25, pallet: 6 },
    properties: [['bedding-type', 'straw-pellets'], ['dust', 'low'], ['absorbency', 'high'], ['grain', 'medium'], ['colour', 'natural'], ['use', 'box']],
    facts: [facts.germany(), facts.compostable()],
  },
];
