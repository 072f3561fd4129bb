import { idFor } from '../../../lib/ids';
import type { SeedContext } from '../context';
import { brandLogo } from '../illustrations';
import { tr, type Tr } from '../types';

export interface ManufacturerDef {
  key: string;
  name: string;
  initials: string;
  colour: string;
  tagline: string;
  description: Tr;
}

export const MANUFACTURERS: ManufacturerDef[] = [
  {
    key: 'hofgut-lindenau', name: 'Hofgut Lindenau', initials: 'HL', colour: '#3f6b3a', tagline: 'MISCANTHUS AUS DER ALTMARK',
    description: tr(
      '<p>Familienbetrieb in der Altmark, der seit 2009 Miscanthus (Chinaschilf) auf eigenen Flächen anbaut, erntet und im hofeigenen Werk zu Einstreu verarbeitet. Gedüngt wird nur in den ersten beiden Standjahren, Pflanzenschutzmittel kommen nicht zum Einsatz.</p>',
      '<p>Family farm in the Altmark region that has grown, harvested and processed miscanthus (elephant grass) into bedding on its own land since 2009. Fertiliser is only used in the first two years of a plantation and no pesticides are applied.</p>',
      '<p>Exploitation familiale de l’Altmark qui cultive, récolte et transforme depuis 2009 le miscanthus en litière sur ses propres terres. L’engrais n’est utilisé que les deux premières années et aucun pesticide n’est employé.</p>',
      '<p>مزرعة عائلية في منطقة ألتمارك تزرع نبات الميسكانثوس وتحصده وتحوّله إلى فرشة للخيول في مصنعها الخاص منذ عام 2009. لا يُستخدم السماد إلا في أول عامين من الزراعة، ولا تُستخدم أي مبيدات.</p>',
    ),
  },
  {
    key: 'elbmarsch-agrar', name: 'Elbmarsch Agrar', initials: 'EA', colour: '#2f4f7f', tagline: 'STROHPELLETS AUS DER MARSCH',
    description: tr(
      '<p>Erzeugergemeinschaft von zwölf Ackerbaubetrieben an der Niederelbe. Das Weizen- und Gerstenstroh wird direkt nach der Ernte gepresst, schonend getrocknet und zu saugstarken Pellets verarbeitet.</p>',
      '<p>Producer group of twelve arable farms on the Lower Elbe. The wheat and barley straw is baled straight after harvest, gently dried and pressed into highly absorbent pellets.</p>',
      '<p>Groupement de douze exploitations céréalières de la Basse-Elbe. La paille de blé et d’orge est pressée dès la récolte, séchée en douceur puis transformée en granulés très absorbants.</p>',
      '<p>تجمّع منتجين يضم اثنتي عشرة مزرعة على ضفاف نهر الإلبه الأدنى. يُكبس قش القمح والشعير مباشرة بعد الحصاد ويُجفف بلطف ثم يُحوَّل إلى كريات عالية الامتصاص.</p>',
    ),
  },
  {
    key: 'nordheide-einstreu', name: 'Nordheide Einstreu', initials: 'NE', colour: '#a23b2a', tagline: 'STROHGRANULAT SEIT 1998',
    description: tr(
      '<p>Mittelständischer Hersteller aus der Lüneburger Heide, spezialisiert auf entstaubtes Strohgranulat. Jede Charge wird im eigenen Labor auf Restfeuchte und Staubanteil geprüft.</p>',
      '<p>Medium-sized manufacturer from the Lüneburg Heath specialising in dedusted straw granulate. Every batch is tested for residual moisture and dust content in the in-house laboratory.</p>',
      '<p>Fabricant de taille moyenne de la lande de Lunebourg, spécialisé dans la paille granulée dépoussiérée. Chaque lot est contrôlé dans son propre laboratoire (humidité résiduelle et poussière).</p>',
      '<p>شركة مصنّعة متوسطة الحجم من منطقة لونبورغ هايده، متخصصة في حبيبات القش منزوعة الغبار. تُفحص كل دفعة في المختبر الخاص بالشركة لقياس الرطوبة المتبقية ونسبة الغبار.</p>',
    ),
  },
  {
    key: 'sonnwies-futtermuehle', name: 'Sonnwies Futtermühle', initials: 'SF', colour: '#c76b2a', tagline: 'PFERDEFUTTER AUS DEM ALLGÄU',
    description: tr(
      '<p>Traditionsreiche Mühle im Allgäu, die seit drei Generationen Pferdefutter herstellt. Die Rezepturen sind melassearm, getreidereduziert und werden gemeinsam mit Tierärzten entwickelt.</p>',
      '<p>Long-established mill in the Allgäu that has produced horse feed for three generations. Its recipes are low in molasses, reduced in cereals and developed together with veterinarians.</p>',
      '<p>Moulin de tradition dans l’Allgäu qui fabrique des aliments pour chevaux depuis trois générations. Les recettes sont pauvres en mélasse, réduites en céréales et élaborées avec des vétérinaires.</p>',
      '<p>مطحنة عريقة في منطقة ألغوي تنتج أعلاف الخيول منذ ثلاثة أجيال. وصفاتها قليلة الدبس ومنخفضة الحبوب، وتُطوَّر بالتعاون مع أطباء بيطريين.</p>',
    ),
  },
  {
    key: 'kessler-gummiwerk', name: 'Kessler Gummiwerk', initials: 'KG', colour: '#3b4650', tagline: 'STALLMATTEN MADE IN GERMANY',
    description: tr(
      '<p>Gummiwerk im Sauerland, das Stall-, Paddock- und Spaltenbodenmatten aus vulkanisiertem Gummi fertigt. Die Matten sind trittsicher, rutschhemmend und kommen ohne Weichmacher aus.</p>',
      '<p>Rubber works in the Sauerland that manufactures stable, paddock and slotted floor mats from vulcanised rubber. The mats are sure-footed, slip-resistant and free of plasticisers.</p>',
      '<p>Usine de caoutchouc du Sauerland qui fabrique des tapis d’écurie, de paddock et pour caillebotis en caoutchouc vulcanisé. Les tapis sont stables, antidérapants et sans plastifiants.</p>',
      '<p>مصنع للمطاط في منطقة زاورلاند ينتج حصائر الإسطبلات وساحات الحركة والأرضيات المشقوقة من المطاط المفلكن. الحصائر ثابتة ومانعة للانزلاق وخالية من الملدّنات.</p>',
    ),
  },
  {
    key: 'van-dijk', name: 'Van Dijk Stalinrichting', initials: 'VD', colour: '#1f6f8b', tagline: 'STALTECHNIEK UIT GELDERLAND',
    description: tr(
      '<p>Niederländischer Stallausrüster aus Gelderland mit langjähriger Erfahrung in Paddockgittern und Bodensystemen für Offenställe und Bewegungsställe.</p>',
      '<p>Dutch stable outfitter from Gelderland with many years of experience in paddock grids and floor systems for open and active stables.</p>',
      '<p>Équipementier néerlandais de Gueldre, fort d’une longue expérience des grilles de paddock et des systèmes de sol pour stabulations libres et écuries actives.</p>',
      '<p>شركة هولندية من مقاطعة خيلدرلاند لتجهيز الإسطبلات، تتمتع بخبرة طويلة في شبكات ساحات الحركة وأنظمة الأرضيات للإسطبلات المفتوحة والنشطة.</p>',
    ),
  },
  {
    key: 'stallmeister', name: 'Stallmeister Gerätebau', initials: 'SG', colour: '#6b4a2b', tagline: 'WERKZEUG FÜR DEN STALLALLTAG',
    description: tr(
      '<p>Hersteller robuster Stallwerkzeuge aus dem Schwarzwald. Gabeln, Schaufeln und Schubkarren werden für den täglichen Einsatz in Pensionsställen entwickelt und mit Ersatzteilen geliefert.</p>',
      '<p>Maker of sturdy stable tools from the Black Forest. Forks, shovels and wheelbarrows are designed for daily use in livery yards and are supplied with spare parts.</p>',
      '<p>Fabricant d’outils d’écurie robustes de la Forêt-Noire. Fourches, pelles et brouettes sont conçues pour un usage quotidien en pension et livrées avec des pièces de rechange.</p>',
      '<p>شركة من الغابة السوداء تصنع أدوات إسطبل متينة. تُصمَّم المذاري والمجارف وعربات اليد للاستخدام اليومي في إسطبلات الإيواء، وتتوفر لها قطع غيار.</p>',
    ),
  },
  {
    key: 'stallwerk', name: 'Stallwerk Edition', initials: 'SW', colour: '#1f5c4a', tagline: 'UNSERE EIGENMARKE',
    description: tr(
      '<p>Die Eigenmarke von Stallwerk: ausgewählte Produkte und Ratgeber, die wir gemeinsam mit Stallbetreibern aus unserer Kundschaft entwickelt und getestet haben.</p>',
      '<p>Stallwerk’s own brand: selected products and guides that we developed and tested together with stable owners among our customers.</p>',
      '<p>La marque propre de Stallwerk : des produits et guides sélectionnés, développés et testés avec des exploitants d’écuries parmi nos clients.</p>',
      '<p>العلامة الخاصة بمتجر Stallwerk: منتجات وأدلة مختارة طوّرناها واختبرناها بالتعاون مع أصحاب إسطبلات من عملائنا.</p>',
    ),
  },
];

export type ManufacturerKey = string;

export function manufacturerId(key: string): string {
  if (!MANUFACTURERS.some((m) => m.key === key)) throw new Error(`Unknown manufacturer ${key}`);
  return idFor(`manufacturer:${key}`);
}

export function manufacturerDef(key: string): ManufacturerDef {
  const found = MANUFACTURERS.find((m) => m.key === key);
  if (!found) throw new Error(`Unknown manufacturer ${key}`);
  return found;
}

export function addManufacturers({ rows, media }: SeedContext): void {
  for (const m of MANUFACTURERS) {
    const logo = media.image({
      folder: 'manufacturer',
      name: `${m.key}-logo`,
      width: 800,
      height: 400,
      svg: () => brandLogo({ name: m.name, initials: m.initials, colour: m.colour, tagline: m.tagline }),
      alt: tr(`Logo ${m.name}`, `${m.name} logo`, `Logo ${m.name}`, `شعار ${m.name}`),
    });
    rows.add('manufacturer', { id: manufacturerId(m.key), name: tr(m.name, m.name, m.name, m.name), description: m.description, link: null, media_id: logo });
  }
}
