import { tr } from '../../types';
import type { AccessoryItem } from './types';

const cat = 'accessories';

export const ACCESSORIES: AccessoryItem[] = [
  {
    number: 'SW-ZUB-100', category: cat, manufacturer: 'stallmeister', tool: 'fork', colour: '#3f6b3a',
    name: tr('Einstreugabel Pellet', 'Pellet Bedding Fork', 'Fourche à litière granulés', 'مذراة فرشة الكريات'),
    intro: tr(
      'Gabel mit eng stehenden, gebogenen Zinken, durch die Pellets und Granulat hindurchrieseln, während Pferdeäpfel liegen bleiben. Der Eschenholzstiel ist 130 Zentimeter lang und liegt auch mit Handschuhen sicher in der Hand.',
      'Fork with closely spaced, curved tines that let pellets and granulate trickle through while droppings stay on the fork. The 130-centimetre ash handle sits securely in the hand, even with gloves.',
      'Fourche à dents courbes et rapprochées qui laissent passer granulés et paille granulée tout en retenant le crottin. Le manche en frêne de 130 centimètres tient bien en main, même avec des gants.',
      'مذراة بأسنان منحنية متقاربة تسمح للكريات والحبيبات بالتساقط بينما يبقى الروث عليها. مقبض خشب الدردار بطول 130 سنتيمتراً يستقر بثبات في اليد حتى مع ارتداء القفازات.',
    ),
    price: 34.9, weight: 1.6, dims: [400, 60, 1500], stock: 180, maxPurchase: 100, deliveryTime: '1-3-days', sales: 830, releaseDate: '2022-08-01',
    properties: [['material', 'hdpe'], ['material', 'wood'], ['colour', 'green'], ['use', 'box'], ['use', 'open-stable']],
  },
  {
    number: 'SW-ZUB-110', category: cat, manufacturer: 'stallmeister', tool: 'wheelbarrow', colour: '#2f4f7f',
    name: tr('Schubkarre Stallprofi 160 l', 'Stable Pro Wheelbarrow 160 l', 'Brouette Pro écurie 160 l', 'عربة يد احترافية للإسطبل 160 لتراً'),
    intro: tr(
      'Große Stallschubkarre mit 160 Litern Muldenvolumen, pannensicherem Vollgummirad und verzinktem Rohrrahmen. Die tief gezogene Kunststoffmulde lässt sich leicht auskippen und rostet nicht. Aus der aktuellen Serie sind nur noch wenige Exemplare verfügbar.',
      'Large stable wheelbarrow with a 160-litre tub, puncture-proof solid rubber wheel and galvanised tubular frame. The deep plastic tub tips out easily and never rusts. Only a few units from the current series are left.',
      'Grande brouette d’écurie avec une cuve de 160 litres, une roue en caoutchouc plein increvable et un châssis tubulaire galvanisé. La cuve profonde en plastique se vide facilement et ne rouille pas. Il ne reste que quelques exemplaires de la série actuelle.',
      'عربة يد كبيرة للإسطبل بحوض سعته 160 لتراً وعجلة مطاطية صلبة مقاومة للثقب وإطار أنبوبي مجلفن. يسهل تفريغ الحوض البلاستيكي العميق ولا يصدأ. لم يتبقَّ سوى عدد قليل من السلسلة الحالية.',
    ),
    price: 139.9, weight: 19.5, dims: [700, 650, 1500], stock: 3, isCloseout: true, deliveryTime: '1-2-weeks', shippingFree: true, sales: 140, releaseDate: '2023-04-01',
    properties: [['material', 'polypropylene'], ['material', 'steel'], ['colour', 'blue']],
  },
  {
    number: 'SW-ZUB-120', category: cat, manufacturer: 'stallmeister', tool: 'muck-bucket', colour: '#a23b2a',
    name: tr('Mistkübel flexibel 75 l', 'Flexible Muck Tub 75 l', 'Bac à fumier souple 75 l', 'حوض روث مرن 75 لتراً'),
    intro: tr(
      'Flexibler Kübel aus frostfestem Polyethylen mit zwei stabilen Griffen. Ideal zum schnellen Abäppeln, zum Transport von Einstreu aus dem Lager und zum Einweichen von Heucobs.',
      'Flexible tub made of frost-resistant polyethylene with two sturdy handles. Ideal for quick poo-picking, carrying bedding from the store and soaking hay cobs.',
      'Bac souple en polyéthylène résistant au gel, avec deux poignées solides. Idéal pour ramasser rapidement le crottin, transporter la litière depuis la réserve et faire tremper les cobs de foin.',
      'حوض مرن من البولي إيثيلين المقاوم للصقيع بمقبضين متينين. مثالي لجمع الروث بسرعة ونقل الفرشة من المخزن ونقع مكعبات التبن.',
    ),
    price: 19.9, weight: 2.1, dims: [600, 450, 600], stock: 240, maxPurchase: 100, deliveryTime: '1-3-days', sales: 650, releaseDate: '2022-02-01',
    properties: [['material', 'hdpe'], ['colour', 'red'], ['use', 'box'], ['use', 'paddock']],
  },
  {
    number: 'SW-ZUB-130', category: cat, manufacturer: 'stallmeister', tool: 'broom', colour: '#6b4a2b',
    name: tr('Stallbesen Kokos', 'Coconut Fibre Stable Broom', 'Balai d’écurie en coco', 'مكنسة إسطبل من ألياف جوز الهند'),
    intro: tr(
      'Breiter Stallbesen mit 40 Zentimetern Kokosfaser-Borsten und Holzstiel. Die mittelharten Borsten kehren Pellet- und Granulatreste aus der Stallgasse, ohne Staub aufzuwirbeln.',
      'Wide stable broom with 40 centimetres of coconut fibre bristles and a wooden handle. The medium-stiff bristles sweep pellet and granulate residues out of the aisle without whirling up dust.',
      'Large balai d’écurie avec 40 centimètres de fibres de coco et un manche en bois. Les fibres mi-dures balaient les restes de granulés et de paille granulée de l’allée sans soulever de poussière.',
      'مكنسة إسطبل عريضة بشعيرات من ألياف جوز الهند بعرض 40 سنتيمتراً ومقبض خشبي. تكنس الشعيرات متوسطة الصلابة بقايا الكريات والحبيبات من الممر دون إثارة الغبار.',
    ),
    price: 19.9, listPrice: 24.9, weight: 1.4, dims: [400, 120, 1450], stock: 210, maxPurchase: 100, deliveryTime: '1-3-days', sales: 470, releaseDate: '2022-07-01',
    properties: [['material', 'wood'], ['colour', 'brown'], ['use', 'aisle']],
  },
  {
    number: 'SW-ZUB-140', category: cat, manufacturer: 'stallmeister', tool: 'shovel', colour: '#3f6b3a',
    name: tr('Einstreuschaufel XL', 'XL Bedding Shovel', 'Pelle à litière XL', 'مجرفة فرشة XL'),
    intro: tr(
      'Extra breite Schaufel aus schlagfestem Kunststoff mit verstärkter Kante. Sie fasst eine ganze Portion Pellets oder Granulat und eignet sich auch zum Abziehen nasser Stellen in Box und Offenstall.',
      'Extra-wide shovel made from impact-resistant plastic with a reinforced edge. It holds a whole portion of pellets or granulate and is also ideal for scraping off wet patches in boxes and open stables.',
      'Pelle extra-large en plastique résistant aux chocs, avec bord renforcé. Elle contient une pleine portion de granulés ou de paille granulée et sert aussi à retirer les zones mouillées en box ou en stabulation.',
      'مجرفة عريضة جداً من بلاستيك مقاوم للصدمات بحافة مقواة. تتسع لكمية كاملة من الكريات أو الحبيبات، وتصلح أيضاً لإزالة البقع المبللة في الحظيرة والإسطبل المفتوح.',
    ),
    price: 29.9, weight: 1.9, dims: [380, 120, 1300], stock: 150, maxPurchase: 100, deliveryTime: '1-3-days', sales: 360, releaseDate: '2023-09-15',
    properties: [['material', 'hdpe'], ['material', 'wood'], ['colour', 'green'], ['use', 'box'], ['use', 'open-stable']],
  },
  {
    number: 'SW-ZUB-150', category: cat, manufacturer: 'stallmeister', tool: 'haynet', colour: '#2f4f7f',
    name: tr('Heunetz engmaschig', 'Slow Feeder Hay Net', 'Filet à foin mailles fines', 'شبكة تبن ضيقة الفتحات'),
    intro: tr(
      'Engmaschiges Heunetz mit 3 Zentimetern Maschenweite, das die Fresszeit verlängert und Heuverluste reduziert. Es fasst etwa 8 Kilogramm Heu und ist aus knotenlosem, zahnschonendem Polypropylen geflochten.',
      'Slow feeder hay net with a 3-centimetre mesh that extends eating time and reduces hay wastage. It holds about 8 kilograms of hay and is made of knotless, tooth-friendly polypropylene.',
      'Filet à foin à mailles de 3 centimètres qui allonge le temps d’ingestion et réduit le gaspillage. Il contient environ 8 kilogrammes de foin et est tressé en polypropylène sans nœuds, qui ménage les dents.',
      'شبكة تبن بفتحات ضيقة قطرها 3 سنتيمترات تطيل وقت الأكل وتقلل هدر التبن. تتسع لنحو 8 كيلوغرامات من التبن ومصنوعة من البولي بروبيلين المجدول دون عقد، لطيفة على الأسنان.',
    ),
    price: 24.9, weight: 0.8, dims: [600, 100, 900], stock: 190, deliveryTime: '1-3-days', sales: 540, releaseDate: '2024-01-20',
    properties: [['material', 'polypropylene'], ['colour', 'blue'], ['use', 'box'], ['use', 'paddock'], ['use', 'trailer']],
  },
  {
    number: 'SW-ZUB-160', category: cat, manufacturer: 'stallwerk', tool: 'handbook', colour: '#1f5c4a',
    name: tr('Einstreu-Handbuch (PDF)', 'Bedding Handbook (PDF)', 'Manuel de la litière (PDF)', 'دليل الفرشة (PDF)'),
    intro: tr(
      'Unser Handbuch bündelt, was wir in zehn Jahren Stallberatung gelernt haben: Einstreuarten im Vergleich, Mengentabellen für Box und Offenstall, Pflegepläne, Kostenrechnung und Checklisten für den Stallalltag.',
      'Our handbook brings together what we have learned in ten years of stable consulting: bedding types compared, quantity tables for boxes and open stables, care plans, cost calculations and checklists for daily stable work.',
      'Notre manuel rassemble ce que nous avons appris en dix ans de conseil aux écuries : comparatif des litières, tableaux de quantités pour box et stabulation, plans d’entretien, calcul des coûts et listes de contrôle.',
      'يجمع دليلنا ما تعلمناه خلال عشر سنوات من تقديم الاستشارات للإسطبلات: مقارنة بين أنواع الفرشة وجداول الكميات للحظائر والإسطبلات المفتوحة وخطط العناية وحساب التكاليف وقوائم مراجعة للعمل اليومي.',
    ),
    price: 9.9, weight: 0, dims: [0, 0, 0], stock: 100000, maxPurchase: 1, deliveryTime: null, shippingFree: true, download: true, sales: 730, releaseDate: '2025-10-01',
    properties: [],
    facts: [
      tr('Format: PDF, 48 Seiten, Sprache Deutsch', 'Format: PDF, 48 pages, in German', 'Format : PDF, 48 pages, en allemand', 'الصيغة: PDF، 48 صفحة، باللغة الألمانية'),
      tr('Sofort nach dem Kauf im Kundenkonto verfügbar', 'Available in your account immediately after purchase', 'Disponible dans votre compte dès l’achat', 'متاح في حسابك فور الشراء'),
    ],
  },
];

/** Number of the digital product (its PDF is generated in pdf.ts). */
export const DOWNLOAD_PRODUCT = 'SW-ZUB-160';
