import { tr } from '../../types';
import { facts } from './texts';
import type { FeedItem } from './types';

const mfr = 'sonnwies-futtermuehle';

export const FEED: FeedItem[] = [
  // --- Mineral feed
  {
    number: 'SW-MIN-100', category: 'feed-mineral', manufacturer: mfr, material: 'mineral', container: 'bag', colour: '#c76b2a',
    name: tr('Mineralfutter Basis', 'Mineral Feed Basic', 'Aliment minéral Base', 'علف معدني أساسي'),
    intro: tr(
      'Pelletiertes Mineralfutter für Freizeit- und Zuchtpferde auf Heu- und Weidebasis. Es ergänzt Zink, Kupfer, Selen und Mangan in organisch gebundener Form und kommt ohne Melasse und Getreide aus.',
      'Pelleted mineral feed for leisure and breeding horses fed on hay and pasture. It supplements zinc, copper, selenium and manganese in organically bound form and contains no molasses or cereals.',
      'Aliment minéral en granulés pour chevaux de loisir et d’élevage nourris au foin et à l’herbe. Il complète en zinc, cuivre, sélénium et manganèse sous forme organique, sans mélasse ni céréales.',
      'علف معدني على شكل كريات لخيول الترفيه والتربية التي تتغذى على التبن والمرعى. يكمّل الزنك والنحاس والسيلينيوم والمنغنيز بصورة عضوية مرتبطة، وهو خالٍ من الدبس والحبوب.',
    ),
    packs: [{ kg: 10, price: 29.9, stock: 220 }, { kg: 25, price: 64.9, stock: 140 }],
    topseller: true, sales: 980, releaseDate: '2023-01-15', properties: [['use', 'box'], ['use', 'pasture']],
    facts: [facts.dailyRation('100 g je 500 kg Körpergewicht', '100 g per 500 kg body weight', '100 g pour 500 kg de poids vif', '100 غ لكل 500 كغ من وزن الجسم'), facts.germany()],
  },
  {
    number: 'SW-MIN-110', category: 'feed-mineral', manufacturer: mfr, material: 'mineral', container: 'bucket', colour: '#3f6b3a',
    name: tr('Weide-Mineral Sommer', 'Summer Pasture Mineral', 'Minéral pâturage été', 'معادن المرعى الصيفي'),
    intro: tr(
      'Speziell auf die Weidesaison abgestimmt: wenig Calcium, dafür mehr Magnesium und Zink für Pferde, die viel frisches Gras fressen. Im wiederverschließbaren Eimer bleibt das Futter trocken und griffbereit.',
      'Tailored to the grazing season: low in calcium, but with more magnesium and zinc for horses eating plenty of fresh grass. The resealable bucket keeps the feed dry and within easy reach.',
      'Spécialement adapté à la saison de pâturage : peu de calcium, davantage de magnésium et de zinc pour les chevaux qui mangent beaucoup d’herbe fraîche. Le seau refermable garde l’aliment au sec et à portée de main.',
      'مصمم خصيصاً لموسم الرعي: قليل الكالسيوم وغني بالمغنيسيوم والزنك للخيول التي تأكل الكثير من العشب الطازج. يحافظ الدلو القابل لإعادة الإغلاق على العلف جافاً وفي متناول اليد.',
    ),
    packs: [{ kg: 10, price: 34.9, stock: 160 }],
    sales: 420, releaseDate: '2024-04-01', properties: [['use', 'pasture']],
    facts: [facts.dailyRation('80 g je 500 kg Körpergewicht', '80 g per 500 kg body weight', '80 g pour 500 kg de poids vif', '80 غ لكل 500 كغ من وزن الجسم')],
  },
  {
    number: 'SW-MIN-120', category: 'feed-mineral', manufacturer: mfr, material: 'mineral', container: 'bucket', colour: '#2f4f7f',
    name: tr('Elektrolyt-Mineral Sport', 'Electrolyte Mineral Sport', 'Minéral électrolytes Sport', 'معادن الإلكتروليت الرياضية'),
    intro: tr(
      'Für Sportpferde, die viel schwitzen: Natrium, Kalium und Chlorid im natürlichen Verhältnis des Pferdeschweißes, ergänzt um Magnesium. Vor oder nach dem Training einfach über das Krippenfutter streuen.',
      'For sport horses that sweat a lot: sodium, potassium and chloride in the natural ratio of equine sweat, with added magnesium. Simply sprinkle over the hard feed before or after training.',
      'Pour les chevaux de sport qui transpirent beaucoup : sodium, potassium et chlorure dans le rapport naturel de la sueur du cheval, complétés de magnésium. À saupoudrer sur la ration avant ou après l’effort.',
      'لخيول الرياضة التي تتعرق كثيراً: صوديوم وبوتاسيوم وكلوريد بالنسبة الطبيعية الموجودة في عرق الحصان، مع إضافة المغنيسيوم. يُرش ببساطة على العلف المركز قبل التدريب أو بعده.',
    ),
    packs: [{ kg: 5, price: 27.9, listPrice: 29.9, stock: 90 }],
    sales: 260, releaseDate: '2025-05-15', properties: [],
    facts: [facts.dailyRation('30–60 g je nach Schweißverlust', '30–60 g depending on sweat loss', '30 à 60 g selon la transpiration', '30–60 غ حسب كمية العرق')],
  },
  {
    number: 'SW-MIN-130', category: 'feed-mineral', manufacturer: mfr, material: 'mineral', container: 'bucket', colour: '#7a7a78',
    name: tr('Mineral-Leckstein Natur', 'Natural Mineral Lick', 'Pierre à lécher minérale nature', 'حجر لعق معدني طبيعي'),
    intro: tr(
      'Gepresster Leckstein aus Siedesalz mit Mineralstoffen und Spurenelementen, ohne Zusatz von Zucker oder Aromen. Das Pferd reguliert die Aufnahme selbst; der Stein passt in alle gängigen Leckstein-Halter.',
      'Pressed lick stone made from evaporated salt with minerals and trace elements, without added sugar or flavourings. The horse regulates its own intake; the stone fits all common lick holders.',
      'Pierre à lécher pressée à base de sel raffiné, enrichie en minéraux et oligo-éléments, sans sucre ni arômes ajoutés. Le cheval régule lui-même sa consommation ; elle s’adapte à tous les supports courants.',
      'حجر لعق مكبوس من الملح المكرر مع المعادن والعناصر النادرة، دون إضافة سكر أو نكهات. ينظم الحصان كمية ما يتناوله بنفسه، ويناسب الحجر جميع الحوامل الشائعة.',
    ),
    packs: [{ kg: 5, price: 8.9, stock: 300 }],
    sales: 530, releaseDate: '2022-06-01', properties: [['use', 'box'], ['use', 'pasture']], tiers: true,
  },

  // --- Muesli & mash
  {
    number: 'SW-MUE-100', category: 'feed-muesli', manufacturer: mfr, material: 'muesli', container: 'bag', colour: '#3f6b3a',
    name: tr('Kräutermüsli getreidefrei', 'Grain-Free Herb Muesli', 'Muesli aux herbes sans céréales', 'موسلي بالأعشاب خالٍ من الحبوب'),
    intro: tr(
      'Ein strukturreiches Müsli aus Wiesenkräutern, Luzerne, Leinsamen und Karottenflocken – ganz ohne Getreide und Melasse. Geeignet für Pferde mit Stoffwechselproblemen, empfindlichem Magen oder Hufrehe-Vorgeschichte.',
      'A fibre-rich muesli made from meadow herbs, lucerne, linseed and carrot flakes – completely free of cereals and molasses. Suitable for horses with metabolic problems, sensitive stomachs or a history of laminitis.',
      'Un muesli riche en fibres à base d’herbes de prairie, de luzerne, de graines de lin et de flocons de carotte – sans céréales ni mélasse. Adapté aux chevaux souffrant de troubles métaboliques, d’estomac sensible ou ayant eu une fourbure.',
      'موسلي غني بالألياف من أعشاب المروج والبرسيم الحجازي وبذور الكتان ورقائق الجزر – خالٍ تماماً من الحبوب والدبس. مناسب للخيول التي تعاني من مشكلات الأيض أو حساسية المعدة أو لديها تاريخ مع التهاب الصفائح.',
    ),
    packs: [{ kg: 5, price: 17.9, stock: 120 }, { kg: 15, price: 42.9, stock: 180 }],
    sales: 760, releaseDate: '2023-05-01', properties: [],
    facts: [facts.dailyRation('0,5–1,5 kg je nach Arbeit', '0.5–1.5 kg depending on workload', '0,5 à 1,5 kg selon le travail', '0.5–1.5 كغ حسب الجهد')],
  },
  {
    number: 'SW-MUE-110', category: 'feed-muesli', manufacturer: mfr, material: 'muesli', container: 'bucket', colour: '#c76b2a',
    name: tr('Leinsamen-Mash', 'Linseed Mash', 'Mash aux graines de lin', 'ماش بذور الكتان'),
    intro: tr(
      'Ein warmes Mash aus Weizenkleie, geschrotetem Leinsamen, Apfeltrester und Haferflocken. Mit heißem Wasser angerührt, unterstützt es die Verdauung im Fellwechsel und nach anstrengenden Ausritten.',
      'A warm mash made from wheat bran, crushed linseed, apple pomace and oat flakes. Mixed with hot water, it supports digestion during coat changes and after demanding rides.',
      'Un mash chaud à base de son de blé, de graines de lin concassées, de marc de pomme et de flocons d’avoine. Préparé à l’eau chaude, il soutient la digestion pendant la mue et après des sorties exigeantes.',
      'ماش دافئ من نخالة القمح وبذور الكتان المجروشة وتفل التفاح ورقائق الشوفان. يُحضَّر بالماء الساخن ويدعم الهضم خلال فترة تبديل الشعر وبعد الجولات المرهقة.',
    ),
    packs: [{ kg: 3, price: 14.9, stock: 140 }, { kg: 10, price: 38.9, stock: 70 }],
    sales: 690, releaseDate: '2023-10-01', properties: [],
    facts: [facts.dailyRation('300–500 g, ein- bis zweimal pro Woche', '300–500 g, once or twice a week', '300 à 500 g, une à deux fois par semaine', '300–500 غ، مرة أو مرتين أسبوعياً')],
  },
  {
    number: 'SW-MUE-120', category: 'feed-muesli', manufacturer: mfr, material: 'muesli', container: 'bag', colour: '#6b4a2b',
    name: tr('Senioren-Müsli', 'Veteran Muesli', 'Muesli Senior', 'موسلي الخيول المسنة'),
    intro: tr(
      'Leicht kaubares Müsli für Pferde ab etwa 18 Jahren: aufgeschlossene Gerste, Rübenschnitzel und Grascobs lassen sich auch mit Zahnlücken gut fressen. Zugesetzte Bierhefe und Vitamin E unterstützen Muskulatur und Immunsystem.',
      'Easy-to-chew muesli for horses aged about 18 and over: micronised barley, beet pulp and grass cobs are easy to eat even with missing teeth. Added brewer’s yeast and vitamin E support muscles and the immune system.',
      'Muesli facile à mâcher pour les chevaux d’environ 18 ans et plus : orge micronisée, pulpe de betterave et cobs d’herbe se mangent bien même avec des dents manquantes. La levure de bière et la vitamine E ajoutées soutiennent les muscles et l’immunité.',
      'موسلي سهل المضغ للخيول التي تجاوزت 18 عاماً تقريباً: الشعير المعالج ولب الشمندر ومكعبات العشب سهلة الأكل حتى مع فقدان بعض الأسنان. تدعم خميرة البيرة وفيتامين E المضافان العضلات والجهاز المناعي.',
    ),
    packs: [{ kg: 20, price: 36.9, listPrice: 39.9, stock: 110 }],
    sales: 440, releaseDate: '2024-02-15', properties: [],
  },
  {
    number: 'SW-MUE-130', category: 'feed-muesli', manufacturer: mfr, material: 'hay', container: 'bag', colour: '#6f7f3a',
    name: tr('Wiesenheu-Cobs', 'Meadow Hay Cobs', 'Cobs de foin de prairie', 'مكعبات تبن المروج'),
    intro: tr(
      'Gepresste Cobs aus spät geschnittenem Wiesenheu, eingeweicht als Mash oder als Heuersatz für Pferde mit Zahnproblemen. Die langen Fasern bleiben erhalten und sorgen für ausreichend Kauzeit.',
      'Pressed cobs made from late-cut meadow hay, soaked as a mash or as a hay replacer for horses with dental problems. The long fibres are preserved and ensure plenty of chewing time.',
      'Cobs pressés à partir de foin de prairie de fauche tardive, à tremper en mash ou comme substitut de foin pour les chevaux ayant des problèmes dentaires. Les fibres longues sont préservées et garantissent un temps de mastication suffisant.',
      'مكعبات مكبوسة من تبن المروج المحصود متأخراً، تُنقع لتحضير الماش أو كبديل للتبن للخيول التي تعاني من مشكلات في الأسنان. تبقى الألياف الطويلة محفوظة وتضمن وقتاً كافياً للمضغ.',
    ),
    packs: [{ kg: 15, price: 19.9, stock: 200 }, { kg: 25, price: 29.9, stock: 150 }],
    sales: 580, releaseDate: '2022-09-01', properties: [],
    facts: [facts.germany()],
  },

  // --- Treats
  {
    number: 'SW-LEC-100', category: 'feed-treats', manufacturer: mfr, material: 'treats', container: 'bucket', colour: '#b5452f',
    name: tr('Apfel-Möhren-Leckerli', 'Apple & Carrot Treats', 'Friandises pomme-carotte', 'مكافآت التفاح والجزر'),
    intro: tr(
      'Knusprig gebackene Leckerlis aus Äpfeln, Möhren und Haferflocken, ohne Zuckerzusatz. Die handliche Größe passt in jede Jackentasche und eignet sich perfekt für Bodenarbeit und Clickertraining.',
      'Crunchy baked treats made from apples, carrots and oat flakes, with no added sugar. Their handy size fits in any jacket pocket and is perfect for groundwork and clicker training.',
      'Friandises croquantes cuites au four, à base de pommes, de carottes et de flocons d’avoine, sans sucre ajouté. Leur petite taille tient dans n’importe quelle poche et convient parfaitement au travail à pied et au clicker.',
      'مكافآت مقرمشة مخبوزة من التفاح والجزر ورقائق الشوفان دون سكر مضاف. حجمها العملي يناسب أي جيب، وهي مثالية للعمل الأرضي وتدريب النقر.',
    ),
    packs: [{ kg: 1, price: 6.9, stock: 400 }, { kg: 3, price: 16.9, stock: 260 }],
    topseller: true, sales: 2100, releaseDate: '2022-04-01', properties: [], tiers: true, maxPurchase: 100,
  },
  {
    number: 'SW-LEC-110', category: 'feed-treats', manufacturer: mfr, material: 'treats', container: 'bucket', colour: '#3f6b3a',
    name: tr('Kräuter-Leckerli zuckerfrei', 'Sugar-Free Herb Treats', 'Friandises aux herbes sans sucre', 'مكافآت بالأعشاب خالية من السكر'),
    intro: tr(
      'Getreide- und zuckerfreie Leckerlis aus Heucobs, Pfefferminze, Fenchel und Kamille. Ideal für leichtfuttrige Pferde und Ponys, bei denen jede Belohnung zählt – aber nicht auf der Waage.',
      'Cereal-free and sugar-free treats made from hay cobs, peppermint, fennel and chamomile. Ideal for easy keepers and ponies, where every reward counts – just not on the scales.',
      'Friandises sans céréales ni sucre à base de cobs de foin, menthe poivrée, fenouil et camomille. Idéales pour les chevaux et poneys qui grossissent facilement : chaque récompense compte, mais pas sur la balance.',
      'مكافآت خالية من الحبوب والسكر مصنوعة من مكعبات التبن والنعناع والشمر والبابونج. مثالية للخيول والمهور المعرضة للسمنة، حيث تُحتسب كل مكافأة – ولكن ليس على الميزان.',
    ),
    packs: [{ kg: 1, price: 7.5, stock: 280 }],
    sales: 890, releaseDate: '2023-06-01', properties: [], maxPurchase: 100,
  },
  {
    number: 'SW-LEC-120', category: 'feed-treats', manufacturer: mfr, material: 'treats', container: 'bucket', colour: '#a23b2a',
    name: tr('Winter-Leckerli Zimt & Apfel', 'Winter Treats Cinnamon & Apple', 'Friandises d’hiver cannelle et pomme', 'مكافآت الشتاء بالقرفة والتفاح'),
    intro: tr(
      'Unsere saisonale Wintersorte mit Apfelstücken, einem Hauch Ceylon-Zimt und Leinsamen. Die limitierte Charge ist ausverkauft – die nächste Produktion startet im kommenden Herbst.',
      'Our seasonal winter recipe with apple pieces, a hint of Ceylon cinnamon and linseed. The limited batch has sold out – the next production starts next autumn.',
      'Notre recette d’hiver saisonnière avec des morceaux de pomme, une touche de cannelle de Ceylan et des graines de lin. L’édition limitée est épuisée – la prochaine production démarre l’automne prochain.',
      'وصفتنا الشتوية الموسمية بقطع التفاح ولمسة من قرفة سيلان وبذور الكتان. نفدت الدفعة المحدودة – ويبدأ الإنتاج التالي في الخريف القادم.',
    ),
    packs: [{ kg: 1, price: 7.9, stock: 0 }],
    isCloseout: true, sales: 640, releaseDate: '2025-11-01', properties: [],
  },
];
