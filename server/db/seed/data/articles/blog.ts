import { tr } from '../../types';
import { h2, html, p, type ArticleDef } from './types';

export const STABLE_PORTRAIT: ArticleDef = {
  key: 'stallportraet-lindenhof', kind: 'blog', author: 'Svenja Ahrens', publishedAt: '2026-07-15', hero: 'barn',
  slug: { 'de-DE': 'stallportraet-aktivstall-lindenhof', 'en-GB': 'stable-portrait-lindenhof-active-stable', 'fr-FR': 'portrait-ecurie-active-lindenhof' },
  title: tr(
    'Stallporträt: Der Aktivstall Lindenhof in der Wedemark',
    'Stable portrait: the Lindenhof active stable in the Wedemark',
    'Portrait d’écurie : l’écurie active du Lindenhof dans la Wedemark',
    'تعريف بإسطبل: الإسطبل النشط في ليندنهوف بمنطقة فيديمارك',
  ),
  summary: tr(
    'Vom Milchviehbetrieb zum Aktivstall für 22 Pferde: Wie Anja und Henrik Vogt einen alten Spaltenboden pferdegerecht gemacht haben.',
    'From dairy farm to active stable for 22 horses: how Anja and Henrik Vogt made an old slatted floor suitable for horses.',
    'D’une exploitation laitière à une écurie active pour 22 chevaux : comment Anja et Henrik Vogt ont adapté un ancien caillebotis.',
    'من مزرعة أبقار حلوب إلى إسطبل نشط لاثنين وعشرين حصاناً: كيف جعل آنيا وهنريك فوغت الأرضية المشقوقة القديمة مناسبة للخيول.',
  ),
  heroAlt: tr('Hof mit roter Scheune und Pferden', 'Yard with red barn and horses', 'Ferme avec grange rouge et chevaux', 'مزرعة بحظيرة حمراء وخيول'),
  products: ['SW-SPB-120', 'SW-STG-110', 'SW-PAD-100'],
  body: {
    'de-DE': html(
      p('Wer auf den Lindenhof in der Wedemark nördlich von Hannover fährt, sieht zuerst die Pferde: 22 Wallache und Stuten, die in kleinen Gruppen über die Wege eines Aktivstalls ziehen. Fressstände, Tränken, Liegehalle und Sandplatz liegen bewusst weit auseinander, damit die Tiere sich viel bewegen. Betrieben wird der Hof von Anja und Henrik Vogt, die den elterlichen Milchviehbetrieb 2019 zum Pensionsstall umgebaut haben.'),
      h2('Vom Kuhstall zur Liegehalle'),
      p('„Der alte Laufstall hatte einen Betonspaltenboden. Für Pferde war das erst einmal ein Albtraum“, erzählt Henrik Vogt. Statt den Boden aufwendig herauszureißen, entschieden sich die beiden für Gitterauflagen und darauf verlegte Spaltenbodenmatten. Urin läuft wie früher in den Güllekanal ab, die Liegefläche bleibt trocken. Obendrauf kommen nur wenige Zentimeter grobes Strohgranulat.'),
      h2('Weniger Einstreu, weniger Arbeit'),
      p('Früher habe sie mit Ballenstroh jeden Tag zwei Stunden gemistet, sagt Anja Vogt. Heute reiche eine knappe Stunde für die gesamte Liegehalle. Der Verbrauch liege bei etwa einer Palette Granulat pro Monat – für 22 Pferde. Das Lager, früher bis unters Dach mit Strohballen gefüllt, nutzen die beiden inzwischen als Sattelkammer und Aufenthaltsraum für die Einstellerinnen und Einsteller.'),
      h2('Ein Blick nach vorn'),
      p('Im kommenden Frühjahr wollen die Vogts die Paddockwege mit Wabengittern befestigen, damit die Pferde auch im Winter trockene Hufe haben. „Das Wichtigste ist, dass die Pferde gesund bleiben“, sagt Anja Vogt. „Seit dem Umbau haben wir deutlich weniger Hufprobleme und kaum noch hustende Pferde.“ Wir bedanken uns herzlich für den Besuch und den Kaffee in der neuen Stallküche.'),
    ),
    'en-GB': html(
      p('Drive onto the Lindenhof in the Wedemark, north of Hanover, and the first thing you see is the horses: 22 geldings and mares moving in small groups along the tracks of an active stable. Feeding stations, water troughs, the lying hall and the sand arena are deliberately spread out so that the horses keep moving. The yard is run by Anja and Henrik Vogt, who converted the family dairy farm into a livery yard in 2019.'),
      h2('From cowshed to lying hall'),
      p('“The old loose housing had a concrete slatted floor. For horses that was a nightmare at first,” says Henrik Vogt. Instead of ripping the floor out at great expense, the couple opted for grid overlays with slatted floor mats on top. Urine drains into the slurry channel as before, and the lying area stays dry. On top goes just a few centimetres of coarse straw granulate.'),
      h2('Less bedding, less work'),
      p('With baled straw she used to spend two hours mucking out every day, says Anja Vogt. Today, just under an hour is enough for the whole lying hall. Consumption is about one pallet of granulate a month – for 22 horses. The barn, once filled to the roof with straw bales, now serves as a tack room and a lounge for the liveries.'),
      h2('Looking ahead'),
      p('Next spring the Vogts plan to stabilise the paddock tracks with honeycomb grids so that the horses keep dry hooves in winter too. “The most important thing is that the horses stay healthy,” says Anja Vogt. “Since the conversion we have had far fewer hoof problems and hardly any coughing horses.” Many thanks for having us, and for the coffee in the new stable kitchen.'),
    ),
  },
};

export const WINTER_CARE: ArticleDef = {
  key: 'winter-im-stall', kind: 'blog', author: 'Svenja Ahrens', publishedAt: '2026-10-28', hero: 'winter',
  slug: { 'de-DE': 'winter-im-stall-sieben-tipps', 'en-GB': 'winter-in-the-stable-seven-tips', 'fr-FR': 'hiver-a-l-ecurie-sept-conseils' },
  title: tr(
    'Winter im Stall: sieben Tipps für trockene Boxen und gesunde Pferde',
    'Winter in the stable: seven tips for dry boxes and healthy horses',
    'L’hiver à l’écurie : sept conseils pour des box secs et des chevaux en forme',
    'الشتاء في الإسطبل: سبع نصائح لحظائر جافة وخيول سليمة',
  ),
  summary: tr(
    'Vorrat, Lüftung, frostfreie Tränken und trockene Paddocks: So kommen Pferd und Mensch gut durch die kalte Jahreszeit.',
    'Stocks, ventilation, frost-free water and dry paddocks: how horses and people get through the cold season in good shape.',
    'Réserves, aération, abreuvoirs hors gel et paddocks secs : bien traverser la saison froide, pour les chevaux comme pour les humains.',
    'المخزون والتهوية ومياه الشرب غير المتجمدة وساحات الحركة الجافة: هكذا يجتاز الحصان والإنسان موسم البرد بسلام.',
  ),
  heroAlt: tr('Pferde auf verschneiter Weide', 'Horses in a snowy field', 'Chevaux dans un pré enneigé', 'خيول في مرعى مغطى بالثلج'),
  products: ['SW-STG-100', 'SW-MUE-110', 'SW-PAD-110'],
  body: {
    'de-DE': html(
      p('Wenn die Tage kürzer werden und der Boden gefriert, verändert sich der Stallalltag. Pferde stehen länger in der Box, Paddocks verwandeln sich in Matsch oder Eisflächen, und die Einstreu muss mehr leisten. Mit diesen sieben Tipps kommen Pferd und Mensch gut durch die kalte Jahreszeit.'),
      h2('Einstreu und Stallklima'),
      p('<strong>1. Vorrat anlegen:</strong> Bestellen Sie Einstreu rechtzeitig im Herbst. Bei Frost und Schnee verzögern sich Speditionslieferungen, und ein trockenes Lager für vier bis sechs Wochen gibt Sicherheit. <strong>2. Granulat statt Wässern:</strong> Strohpellets brauchen Wasser zum Aufquellen – bei Minusgraden ist Strohgranulat, das sofort einsatzbereit ist, die praktischere Wahl. <strong>3. Nasse Stellen täglich entfernen:</strong> In geschlossenen Ställen ist der Luftaustausch im Winter geringer, Ammoniak reichert sich schneller an.'),
      h2('Wasser, Futter und Luft'),
      p('<strong>4. Lüften, aber ohne Zugluft:</strong> Pferde frieren weniger schnell als Menschen. Fenster und Türen sollten offen bleiben, solange das Pferd nicht im direkten Luftzug steht. <strong>5. Tränken frostfrei halten:</strong> Pferde trinken auch im Winter 30 bis 50 Liter am Tag. Beheizte Tränken oder lauwarmes Wasser beugen Verstopfungskoliken vor. <strong>6. Mash als Wärmequelle:</strong> Ein warmes Leinsamen-Mash nach dem Ausritt ist eine willkommene Abwechslung und unterstützt die Verdauung im Fellwechsel.'),
      h2('Draußen trocken bleiben'),
      p('<strong>7. Paddock und Wege befestigen:</strong> Wer im Sommer plant, hat im Winter trockene Füße. Matschige Bereiche rund um Tränke und Heuraufe lassen sich mit Drainagematten kurzfristig entschärfen; für große Flächen lohnt ein Unterbau mit Paddockgittern.'),
      p('Bewegung bleibt auch im Winter das Wichtigste. Pferde, die täglich hinausdürfen, bleiben gesünder, halten die Box sauberer und sind ausgeglichener. Planen Sie deshalb auch bei schlechtem Wetter Auslauf ein – wenn nötig mit Regendecke und immer mit trittsicherem Untergrund.'),
    ),
    'en-GB': html(
      p('When the days get shorter and the ground freezes, everyday life in the stable changes. Horses spend longer in their boxes, paddocks turn into mud or ice rinks and the bedding has to work harder. With these seven tips, horses and people will get through the cold season in good shape.'),
      h2('Bedding and stable climate'),
      p('<strong>1. Build up a stock:</strong> Order bedding in good time in autumn. Frost and snow delay freight deliveries, and a dry store for four to six weeks gives you peace of mind. <strong>2. Granulate instead of watering:</strong> Straw pellets need water to swell – below freezing, ready-to-use straw granulate is the more practical choice. <strong>3. Remove wet patches daily:</strong> In closed stables there is less air exchange in winter, so ammonia builds up faster.'),
      h2('Water, feed and air'),
      p('<strong>4. Ventilate, but avoid draughts:</strong> Horses feel the cold much less than people do. Keep windows and doors open as long as the horse is not standing in a direct draught. <strong>5. Keep water frost-free:</strong> Horses drink 30 to 50 litres a day even in winter. Heated drinkers or lukewarm water help to prevent impaction colic. <strong>6. Mash for warmth:</strong> A warm linseed mash after a ride is a welcome change and supports digestion while the coat is changing.'),
      h2('Staying dry outside'),
      p('<strong>7. Stabilise paddocks and tracks:</strong> Plan in summer and you will have dry feet in winter. Muddy areas around the water trough and hay rack can be tamed quickly with drainage mats; for larger areas, a proper sub-base with paddock grids is worthwhile.'),
      p('Exercise remains the most important thing in winter, too. Horses that go out every day stay healthier, keep their boxes cleaner and are more relaxed. So plan turnout even in bad weather – with a rain rug if necessary, and always on sure-footed ground.'),
    ),
  },
};

export const TRADE_FAIR: ArticleDef = {
  key: 'messebericht-pferdewelt-nord', kind: 'blog', author: 'Team Stallwerk', publishedAt: '2026-09-22', hero: 'fair',
  slug: { 'de-DE': 'messebericht-pferdewelt-nord-2026', 'en-GB': 'trade-fair-report-pferdewelt-nord-2026', 'fr-FR': 'compte-rendu-salon-pferdewelt-nord-2026' },
  title: tr(
    'Messebericht: Unser Stand auf der PferdeWelt Nord 2026',
    'Trade fair report: our stand at PferdeWelt Nord 2026',
    'Compte rendu : notre stand au salon PferdeWelt Nord 2026',
    'تقرير المعرض: جناحنا في معرض PferdeWelt Nord 2026',
  ),
  summary: tr(
    'Vier Tage, eine Musterbox und viele Fragen zu staubarmer Einstreu: Eindrücke von unserer ersten großen Messe.',
    'Four days, a show box and lots of questions about low-dust bedding: impressions from our first big trade fair.',
    'Quatre jours, un box d’exposition et beaucoup de questions sur la litière peu poussiéreuse : nos impressions de notre premier grand salon.',
    'أربعة أيام وحظيرة عرض نموذجية وأسئلة كثيرة عن الفرشة قليلة الغبار: انطباعات من أول معرض كبير نشارك فيه.',
  ),
  heroAlt: tr('Messestände unter freiem Himmel', 'Exhibition stands in the open air', 'Stands d’exposition en plein air', 'أجنحة معرض في الهواء الطلق'),
  products: ['SW-LEC-110', 'SW-SPB-100', 'SW-STP-110'],
  body: {
    'de-DE': html(
      p('Vier Tage, rund 41.000 Besucherinnen und Besucher und unzählige Gespräche: Die PferdeWelt Nord in Bremen war für uns in diesem Jahr die erste große Messe mit eigenem Stand. In Halle 5 haben wir auf 48 Quadratmetern eine komplette Musterbox aufgebaut – mit Stallmatten, drei Einstreuarten im direkten Vergleich und einem Spaltenbodenmodul zum Anfassen.'),
      h2('Die meistgestellten Fragen'),
      p('Ganz oben auf der Liste stand: „Welche Einstreu ist die staubärmste?“ Viele Gäste kamen mit Pferden, die husten, und wollten den Unterschied sehen. Wir hatten dafür eine einfache Vorführung vorbereitet: Je eine Schaufel Einstreu wurde in einen beleuchteten Glasbehälter geschüttet, sodass der aufsteigende Staub sichtbar wurde. Langstroh, Pellets, Granulat und Miscanthus im direkten Vergleich – das hat mehr überzeugt als jedes Datenblatt.'),
      h2('Neuheiten und Trends'),
      p('Auffällig war das große Interesse an Aktiv- und Offenställen. Viele Betriebe planen Umbauten und suchen Lösungen für schwierige Untergründe; unser Spaltenbodenmodul war deshalb fast durchgehend umlagert. Bei den Futtermitteln ging der Trend klar zu getreidefreien und zuckerarmen Produkten – unsere Kräuter-Leckerli waren am Samstagnachmittag ausverkauft.'),
      h2('Danke!'),
      p('Ein herzliches Dankeschön an alle, die uns besucht haben, an unsere Partner von Hofgut Lindenau und der Sonnwies Futtermühle, die mit am Stand waren, und an das Messeteam für die reibungslose Organisation. Wer uns verpasst hat: Im nächsten Jahr sind wir wieder dabei – und bis dahin beantworten wir Ihre Fragen gern per E-Mail oder am Telefon.'),
    ),
    'en-GB': html(
      p('Four days, around 41,000 visitors and countless conversations: PferdeWelt Nord in Bremen was our first big trade fair with a stand of our own this year. In Hall 5 we set up a complete show box on 48 square metres – with stable mats, three types of bedding side by side and a slatted floor module that visitors could touch.'),
      h2('The most frequently asked questions'),
      p('Top of the list was: “Which bedding is the least dusty?” Many visitors came with horses that cough and wanted to see the difference for themselves. We had prepared a simple demonstration: one shovelful of each bedding was tipped into an illuminated glass box so that the rising dust became visible. Long straw, pellets, granulate and miscanthus side by side – that convinced people more than any data sheet.'),
      h2('New products and trends'),
      p('There was striking interest in active and open stables. Many yards are planning conversions and looking for solutions for difficult ground, so our slatted floor module was surrounded by visitors almost all the time. In feed, the trend was clearly towards cereal-free and low-sugar products – our herb treats had sold out by Saturday afternoon.'),
      h2('Thank you!'),
      p('A big thank you to everyone who visited us, to our partners from Hofgut Lindenau and the Sonnwies mill who shared the stand with us, and to the fair team for the smooth organisation. If you missed us: we will be back next year – and until then we are happy to answer your questions by e-mail or phone.'),
    ),
  },
};
