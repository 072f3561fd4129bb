import { tr } from '../../types';
import { h2, html, p, type ArticleDef } from './types';

export const BEDDING_COMPARISON: ArticleDef = {
  key: 'einstreu-vergleich', kind: 'guide', author: 'Dr. Carla Wendt', publishedAt: '2026-01-20', hero: 'stable',
  slug: { 'de-DE': 'miscanthus-strohpellets-strohgranulat-vergleich', 'en-GB': 'miscanthus-straw-pellets-straw-granulate-compared', 'fr-FR': 'miscanthus-granules-paille-granulee-comparatif' },
  title: tr(
    'Miscanthus, Strohpellets oder Strohgranulat? Die richtige Einstreu finden',
    'Miscanthus, straw pellets or straw granulate? Finding the right bedding',
    'Miscanthus, granulés de paille ou paille granulée ? Bien choisir sa litière',
    'ميسكانثوس أم كريات القش أم حبيبات القش؟ كيف تختار الفرشة المناسبة',
  ),
  summary: tr(
    'Drei moderne Einstreuarten im Vergleich: Saugkraft, Staub, Lagerplatz und Kosten – und welche Einstreu zu welchem Pferd passt.',
    'Three modern types of bedding compared: absorbency, dust, storage space and cost – and which bedding suits which horse.',
    'Trois litières modernes comparées : absorption, poussière, stockage et coût – et quelle litière convient à quel cheval.',
    'مقارنة بين ثلاثة أنواع حديثة من الفرشة: الامتصاص والغبار ومساحة التخزين والتكلفة – وأي فرشة تناسب أي حصان.',
  ),
  heroAlt: tr('Eingestreute Box mit Pferd', 'Bedded loose box with a horse', 'Box paillé avec un cheval', 'حظيرة مفروشة مع حصان'),
  products: ['SW-MIS-100', 'SW-STP-110', 'SW-STG-100', 'SW-ZUB-160'],
  body: {
    'de-DE': html(
      p('Wer neu in die Pferdehaltung einsteigt oder die Einstreu wechseln möchte, steht vor einer großen Auswahl. Drei Materialien haben sich in den letzten Jahren neben klassischem Langstroh und Hobelspänen durchgesetzt: Miscanthus, Strohpellets und Strohgranulat. Alle drei sind pflanzlichen Ursprungs, kompostierbar und deutlich staubärmer als Stroh vom Ballen – doch sie unterscheiden sich in Handhabung, Saugkraft und Kosten.'),
      h2('Miscanthus: der Saugstarke für empfindliche Pferde'),
      p('Miscanthus, auch Chinaschilf oder Elefantengras genannt, wird als Dauerkultur angebaut und im Frühjahr trocken geerntet. Gehäckselt nimmt er bis zum Vierfachen seines Eigengewichts an Flüssigkeit auf und bindet Ammoniak besonders gut. Weil die Halme hart und wenig schmackhaft sind, fressen Pferde die Einstreu kaum – ein Vorteil für leichtfuttrige Pferde und solche mit Hufrehe-Vorgeschichte. Miscanthus eignet sich für Boxen ebenso wie für Liegehallen; die Erstbefüllung ist etwas aufwendiger, weil sich die Matratze erst aufbauen muss.'),
      h2('Strohpellets: wenig Lagerplatz, wenig Mist'),
      p('Strohpellets bestehen aus gehäckseltem, entstaubtem Stroh, das unter hohem Druck gepresst wird. Vor dem ersten Einsatz werden sie mit Wasser angefeuchtet, zerfallen und bilden eine weiche, dichte Schicht. Pellets brauchen im Lager nur etwa ein Drittel des Platzes von Ballenstroh und reduzieren die Mistmenge erheblich, weil nur nasse Stellen entnommen werden. Manche Pferde knabbern anfangs an der Einstreu; das legt sich in der Regel nach wenigen Tagen.'),
      h2('Strohgranulat: sofort einsatzbereit'),
      p('Strohgranulat ist fein zerkleinertes, mehrfach entstaubtes Stroh, das ohne Wässern direkt eingestreut wird. Es ist die praktischste Lösung für Offenställe, für Liegehallen bei Frost und für den Pferdeanhänger. Die Saugkraft liegt etwas unter der von Pellets, dafür bleibt das Material locker und lässt sich leicht abmisten.'),
      h2('Unsere Empfehlung'),
      p('Für Pferde mit Atemwegsproblemen raten wir zu entstaubtem Miscanthus oder Premium-Strohpellets. Wer wenig Lagerplatz hat, fährt mit Pellets am besten. Für Offenställe und wechselnde Witterung ist Strohgranulat die unkomplizierteste Wahl. Im Zweifel lohnt ein Test mit einigen Säcken pro Sorte – jedes Pferd und jeder Stall ist anders. Unser Einstreu-Berater hilft Ihnen, anhand von Haltungsform, Untergrund und Gesundheit die passende Einstreu zu finden.'),
    ),
    'en-GB': html(
      p('Anyone new to keeping horses, or thinking about changing their bedding, faces a wide choice. Alongside traditional long straw and wood shavings, three materials have become established in recent years: miscanthus, straw pellets and straw granulate. All three are plant-based, compostable and far less dusty than straw from the bale – but they differ in handling, absorbency and cost.'),
      h2('Miscanthus: the absorbent choice for sensitive horses'),
      p('Miscanthus, also known as elephant grass, is grown as a perennial crop and harvested dry in spring. Chopped, it absorbs up to four times its own weight in liquid and is particularly good at binding ammonia. Because the stalks are hard and not very palatable, horses hardly eat the bedding – an advantage for easy keepers and horses with a history of laminitis. Miscanthus works in loose boxes as well as in lying halls; the first fill takes a little more effort because the bed needs time to build up.'),
      h2('Straw pellets: little storage space, little muck'),
      p('Straw pellets are made from chopped, dedusted straw pressed under high pressure. Before first use they are moistened with water, break down and form a soft, dense layer. Pellets need only about a third of the storage space of baled straw and cut the amount of muck considerably, because only wet patches are removed. Some horses nibble at the bedding at first; this usually stops after a few days.'),
      h2('Straw granulate: ready to use'),
      p('Straw granulate is finely chopped straw that has been dedusted several times and is spread straight from the bag without watering. It is the most practical solution for open stables, for lying halls in frosty weather and for the horse trailer. Its absorbency is slightly lower than that of pellets, but the material stays loose and is easy to muck out.'),
      h2('Our recommendation'),
      p('For horses with respiratory problems we recommend dedusted miscanthus or premium straw pellets. If storage space is tight, pellets are the best option. For open stables and changeable weather, straw granulate is the most straightforward choice. If in doubt, it is worth testing a few bags of each – every horse and every yard is different. Our bedding advisor helps you find the right bedding based on housing, ground and health.'),
    ),
  },
};

export const BEDDING_QUANTITY: ArticleDef = {
  key: 'einstreu-menge-berechnen', kind: 'guide', author: 'Jonas Behrens', publishedAt: '2026-02-10', hero: 'evening',
  slug: { 'de-DE': 'einstreu-menge-berechnen-box-offenstall', 'en-GB': 'calculating-bedding-quantity-box-open-stable', 'fr-FR': 'calculer-quantite-litiere-box-stabulation' },
  title: tr(
    'Einstreu-Menge berechnen: so viel brauchen Box und Offenstall',
    'Calculating bedding: how much a loose box and an open stable need',
    'Calculer la litière : les besoins d’un box et d’une stabulation libre',
    'حساب كمية الفرشة: ما تحتاجه الحظيرة الفردية والإسطبل المفتوح',
  ),
  summary: tr(
    'Faustregeln für Erstbefüllung und Nachstreuen – und ab wann sich eine halbe oder ganze Palette lohnt.',
    'Rules of thumb for the first fill and topping up – and when a half or full pallet pays off.',
    'Règles pratiques pour le premier remplissage et l’entretien – et à partir de quand une demi-palette ou une palette est rentable.',
    'قواعد عملية للتعبئة الأولى والإضافة المنتظمة – ومتى يصبح شراء نصف منصة أو منصة كاملة مجدياً.',
  ),
  heroAlt: tr('Pferdehof mit Stallgebäude', 'Horse yard with stable building', 'Cour d’écurie et bâtiment', 'فناء إسطبل مع مبنى الحظائر'),
  products: ['SW-MIS-100', 'SW-STP-100', 'SW-STG-110'],
  body: {
    'de-DE': html(
      p('„Wie viele Säcke brauche ich eigentlich?“ ist die häufigste Frage in unserem Kundenservice. Die ehrliche Antwort: Es hängt von Haltungsform, Boxengröße, Untergrund und dem Pferd selbst ab. Mit ein paar Faustregeln lässt sich der Bedarf aber gut abschätzen – und damit auch, ob sich eine halbe oder ganze Palette lohnt.'),
      h2('Erstbefüllung der Box'),
      p('Für eine Standardbox von 3,5 × 3,5 Metern, also gut 12 Quadratmetern, rechnen wir bei einer Einstreuhöhe von etwa 10 bis 15 Zentimetern mit 10 bis 12 Säcken Miscanthus à 20 kg, 12 bis 14 Säcken Strohpellets à 15 kg oder 10 bis 12 Säcken Strohgranulat à 20 kg. Liegen Gummimatten in der Box, reichen rund zwei Drittel dieser Menge, weil die Matte die Isolierung nach unten übernimmt.'),
      h2('Laufender Verbrauch'),
      p('Bei täglichem Abäppeln und gezieltem Entfernen nasser Stellen liegt der Nachstreubedarf bei etwa ein bis zwei Säcken pro Pferd und Woche. Pferde, die viel Zeit in der Box verbringen oder stark urinieren, brauchen mehr; Pferde mit täglichem Weidegang deutlich weniger. Über ein Quartal ergeben sich so für ein Boxenpferd typischerweise 15 bis 25 Säcke – ein Grund, warum sich viele Einstellerinnen eine halbe Palette teilen.'),
      h2('Offenstall und Liegehalle'),
      p('Im Offenstall wird nicht die ganze Fläche eingestreut, sondern nur der Liegebereich. Als Richtwert gelten 5 bis 10 Quadratmeter Liegefläche pro Pferd. Bei einer Einstreuhöhe von 8 bis 10 Zentimetern benötigt man zur Erstbefüllung etwa 0,8 Sack pro Quadratmeter, danach ungefähr einen Sack pro Pferd und Woche. Bei hoher Belegung oder nassem Wetter kann sich der Verbrauch verdoppeln.'),
      h2('Sack, halbe oder ganze Palette?'),
      p('Ab etwa 20 Säcken im Quartal lohnt sich die halbe Palette: Der Preis pro Sack sinkt, und die Lieferung per Spedition ist planbar. Eine ganze Palette mit 65 Säcken ist für Ställe mit drei oder mehr Pferden wirtschaftlich. Wichtig ist ein trockener, überdachter Lagerplatz – Paletten sollten nicht direkt auf nassem Boden stehen. Unser Einstreurechner ermittelt Menge und Kosten pro Quartal für Ihren Stall und schlägt die günstigste Verpackungseinheit vor.'),
    ),
    'en-GB': html(
      p('“How many bags do I actually need?” is the question our customer service hears most often. The honest answer: it depends on the type of housing, the size of the box, the floor and the horse itself. With a few rules of thumb, however, you can estimate your needs quite accurately – and work out whether a half or full pallet is worth it.'),
      h2('First fill of a loose box'),
      p('For a standard box of 3.5 × 3.5 metres, just over 12 square metres, we allow for a bed depth of about 10 to 15 centimetres: 10 to 12 bags of miscanthus at 20 kg, 12 to 14 bags of straw pellets at 15 kg, or 10 to 12 bags of straw granulate at 20 kg. If the box has rubber mats, around two thirds of that quantity is enough, because the mat provides the insulation from below.'),
      h2('Ongoing consumption'),
      p('If you remove droppings daily and take out wet patches selectively, you will need roughly one to two bags per horse per week to top up. Horses that spend a lot of time in the box or urinate heavily need more; horses that are turned out every day need considerably less. Over a quarter, a stabled horse typically uses 15 to 25 bags – one reason why many liveries share a half pallet.'),
      h2('Open stables and lying halls'),
      p('In an open stable, only the lying area is bedded, not the whole surface. As a guideline, allow 5 to 10 square metres of lying area per horse. With a bed depth of 8 to 10 centimetres, the first fill needs about 0.8 bags per square metre, and after that roughly one bag per horse per week. With a high stocking rate or in wet weather, consumption can double.'),
      h2('Bag, half pallet or full pallet?'),
      p('From about 20 bags per quarter, a half pallet pays off: the price per bag drops and freight delivery can be planned. A full pallet of 65 bags is economical for yards with three or more horses. What matters is a dry, covered storage area – pallets should never stand directly on wet ground. Our bedding calculator works out the quantity and cost per quarter for your yard and suggests the cheapest packaging unit.'),
    ),
  },
};

export const LOW_DUST_BEDDING: ArticleDef = {
  key: 'staubarme-einstreu-atemwege', kind: 'guide', author: 'Dr. Carla Wendt', publishedAt: '2026-03-05', hero: 'pasture',
  slug: { 'de-DE': 'staubarme-einstreu-atemwegserkrankungen', 'en-GB': 'low-dust-bedding-respiratory-disease', 'fr-FR': 'litiere-peu-poussiereuse-maladies-respiratoires' },
  title: tr(
    'Staubarme Einstreu bei Atemwegserkrankungen',
    'Low-dust bedding for horses with respiratory disease',
    'Litière peu poussiéreuse et maladies respiratoires',
    'الفرشة قليلة الغبار للخيول المصابة بأمراض الجهاز التنفسي',
  ),
  summary: tr(
    'Warum die Einstreu bei equinem Asthma eine Schlüsselrolle spielt und worauf Sie bei staubarmer Einstreu achten sollten.',
    'Why bedding plays a key role in equine asthma and what to look for in low-dust bedding.',
    'Pourquoi la litière joue un rôle clé dans l’asthme équin et quels critères retenir pour une litière peu poussiéreuse.',
    'لماذا تؤدي الفرشة دوراً أساسياً في حالات الربو لدى الخيول، وما الذي يجب مراعاته عند اختيار فرشة قليلة الغبار.',
  ),
  heroAlt: tr('Pferde auf der Weide', 'Horses at pasture', 'Chevaux au pré', 'خيول في المرعى'),
  products: ['SW-STP-110', 'SW-MIS-100', 'SW-STG-120'],
  body: {
    'de-DE': html(
      p('Husten, Nasenausfluss und eine erhöhte Atemfrequenz in Ruhe: Equines Asthma, früher als COB oder RAO bezeichnet, gehört zu den häufigsten chronischen Erkrankungen bei Stallpferden. Auslöser sind in den meisten Fällen Staub, Schimmelpilzsporen und Ammoniak in der Stallluft. Die Einstreu spielt dabei eine größere Rolle, als viele Pferdehalter vermuten.'),
      h2('Warum die Einstreu so wichtig ist'),
      p('Ein Pferd verbringt in der Box viele Stunden am Tag mit der Nase knapp über dem Boden – beim Fressen, Dösen und Liegen. Jeder Schritt und jedes Wälzen wirbelt Partikel auf. Klassisches Langstroh enthält oft Staub und Pilzsporen, besonders nach feuchten Erntejahren. Entstaubte Einstreu reduziert die Belastung deutlich; bei Messungen im Stall liegt die Konzentration lungengängiger Partikel bei Pellets und Miscanthus nur bei einem Bruchteil der Werte von Ballenstroh.'),
      h2('Worauf Sie achten sollten'),
      p('Achten Sie auf die Angabe „entstaubt“ und darauf, wie oft entstaubt wurde. Premium-Strohpellets und dreifach entstaubter Miscanthus sind für empfindliche Pferde die erste Wahl. Ebenso wichtig ist der Umgang: Streuen Sie ein, während das Pferd auf der Weide oder im Paddock ist, und feuchten Sie Pellets vor dem Verteilen an. Ammoniak entsteht, wenn Urin zersetzt wird – nasse Stellen sollten daher täglich entfernt werden.'),
      h2('Mehr als nur Einstreu'),
      p('Die beste Einstreu nützt wenig, wenn das Heu staubt. Bedampftes oder gewässertes Heu, ein gut belüfteter Stall ohne Zugluft und möglichst viel Zeit an der frischen Luft gehören zur Therapie. Sprechen Sie jede Umstellung mit Ihrer Tierärztin oder Ihrem Tierarzt ab, besonders wenn Ihr Pferd bereits Medikamente bekommt. Viele unserer Kundinnen berichten, dass sich die Symptome ihrer Pferde nach dem Wechsel auf staubarme Einstreu innerhalb weniger Wochen deutlich gebessert haben.'),
    ),
    'en-GB': html(
      p('Coughing, nasal discharge and a raised breathing rate at rest: equine asthma, formerly known as COPD or RAO, is one of the most common chronic diseases in stabled horses. In most cases it is triggered by dust, mould spores and ammonia in the stable air. Bedding plays a bigger part in this than many horse owners realise.'),
      h2('Why bedding matters so much'),
      p('A horse in a box spends many hours a day with its nose just above the floor – eating, dozing and lying down. Every step and every roll stirs up particles. Traditional long straw often contains dust and fungal spores, especially after damp harvests. Dedusted bedding reduces the load considerably; in stable measurements the concentration of respirable particles with pellets and miscanthus is only a fraction of the values found with baled straw.'),
      h2('What to look for'),
      p('Look for the word “dedusted” and check how many times the material has been dedusted. Premium straw pellets and triple-dedusted miscanthus are the first choice for sensitive horses. How you handle the bedding matters just as much: put it down while the horse is out in the field or paddock, and moisten pellets before spreading them. Ammonia forms when urine breaks down, so wet patches should be removed every day.'),
      h2('More than just bedding'),
      p('Even the best bedding is of little use if the hay is dusty. Steamed or soaked hay, a well-ventilated stable without draughts and as much time as possible in the fresh air are all part of the treatment. Discuss any change with your vet, especially if your horse is already on medication. Many of our customers tell us that their horses’ symptoms improved noticeably within a few weeks of switching to low-dust bedding.'),
    ),
  },
};
