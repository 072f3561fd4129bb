import { tr, type Tr } from '../../types';

/** Recurring bullet points of product descriptions, translated once. */
export const facts = {
  bagContent: (kg: number): Tr => tr(`Inhalt: ${kg} kg je Sack`, `Contents: ${kg} kg per bag`, `Contenu : ${kg} kg par sac`, `المحتوى: ${kg} كغ لكل كيس`),
  pallets: (): Tr =>
    tr(
      'Lieferbar als Sack, halbe Palette (20 Sack) oder ganze Palette (65 Sack)',
      'Available by the bag, half pallet (20 bags) or full pallet (65 bags)',
      'Disponible au sac, en demi-palette (20 sacs) ou en palette (65 sacs)',
      'متوفر بالكيس أو نصف منصة (20 كيساً) أو منصة كاملة (65 كيساً)',
    ),
  origin: (de: string, en: string, fr: string, ar: string): Tr => tr(`Herkunft: ${de}`, `Origin: ${en}`, `Origine : ${fr}`, `المنشأ: ${ar}`),
  germany: (): Tr => facts.origin('Deutschland', 'Germany', 'Allemagne', 'ألمانيا'),
  compostable: (): Tr =>
    tr(
      'Mist vollständig kompostierbar und als Dünger verwertbar',
      'Muck is fully compostable and can be used as fertiliser',
      'Fumier entièrement compostable et valorisable comme engrais',
      'الروث قابل للتحويل الكامل إلى سماد عضوي',
    ),
  packContent: (kg: number): Tr => tr(`Inhalt: ${kg} kg`, `Contents: ${kg} kg`, `Contenu : ${kg} kg`, `المحتوى: ${kg} كغ`),
  dailyRation: (de: string, en: string, fr: string, ar: string): Tr => tr(`Tagesration: ${de}`, `Daily ration: ${en}`, `Ration journalière : ${fr}`, `الحصة اليومية: ${ar}`),
  edges: (): Tr =>
    tr(
      'Abgeschrägte Kanten gegen Stolpern, passgenau zuschneidbar',
      'Bevelled edges to prevent tripping, can be cut to size',
      'Bords biseautés contre les trébuchements, découpe sur mesure possible',
      'حواف مشطوفة لمنع التعثر، ويمكن قصها حسب المقاس',
    ),
  warranty: (years: number): Tr =>
    tr(`${years} Jahre Herstellergarantie`, `${years}-year manufacturer’s warranty`, `Garantie fabricant de ${years} ans`, `ضمان من الشركة المصنعة لمدة ${years} سنوات`),
};

/** The family paragraph that follows each product's intro. */
export const familyText: Record<string, Tr> = {
  miscanthus: tr(
    'Miscanthus (Chinaschilf) wächst ohne Pflanzenschutz und wird im Frühjahr trocken geerntet. Die Einstreu nimmt bis zum Vierfachen ihres Gewichts an Flüssigkeit auf, bindet Ammoniak und bildet eine trittfeste, weiche Matratze. Weil Pferde Miscanthus kaum fressen, eignet er sich besonders für leichtfuttrige und allergische Pferde.',
    'Miscanthus (elephant grass) grows without pesticides and is harvested dry in spring. The bedding absorbs up to four times its weight in liquid, binds ammonia and forms a firm, soft mattress. As horses hardly eat miscanthus, it is especially suitable for easy keepers and allergic horses.',
    'Le miscanthus pousse sans produits phytosanitaires et se récolte sec au printemps. Cette litière absorbe jusqu’à quatre fois son poids en liquide, fixe l’ammoniac et forme un matelas souple et stable. Les chevaux le mangent très peu, ce qui le rend idéal pour les chevaux allergiques ou qui prennent facilement du poids.',
    'ينمو الميسكانثوس دون مبيدات ويُحصد جافاً في الربيع. تمتص هذه الفرشة حتى أربعة أضعاف وزنها من السوائل وتربط الأمونيا وتشكل فرشة ناعمة وثابتة. ولأن الخيول نادراً ما تأكل الميسكانثوس، فهو مناسب بشكل خاص للخيول المعرضة للسمنة والخيول المصابة بالحساسية.',
  ),
  'straw-pellets': tr(
    'Strohpellets werden aus gehäckseltem, entstaubtem Stroh gepresst. Vor dem ersten Einstreuen werden sie mit etwas Wasser angefeuchtet und zerfallen dann zu einer lockeren, sehr saugfähigen Matte. Nasse Stellen lassen sich gezielt entnehmen, der Rest bleibt liegen – so sinkt der Verbrauch gegenüber Langstroh deutlich.',
    'Straw pellets are pressed from chopped, dedusted straw. Before the first use they are moistened with a little water and then break down into a loose, highly absorbent layer. Wet patches can be removed selectively and the rest stays in place, which cuts consumption considerably compared with long straw.',
    'Les granulés de paille sont pressés à partir de paille hachée et dépoussiérée. Avant la première utilisation, on les humidifie avec un peu d’eau : ils se transforment en une couche souple et très absorbante. On retire seulement les zones mouillées, ce qui réduit nettement la consommation par rapport à la paille longue.',
    'تُكبس كريات القش من قش مفروم ومنزوع الغبار. قبل الاستخدام الأول تُرطَّب بقليل من الماء فتتفكك إلى طبقة هشة عالية الامتصاص. تُزال البقع المبللة فقط ويبقى الباقي في مكانه، مما يقلل الاستهلاك كثيراً مقارنة بالقش الطويل.',
  ),
  'straw-granulate': tr(
    'Strohgranulat besteht aus fein zerkleinertem, mehrfach entstaubtem Stroh und ist ohne Wässern sofort einsatzbereit. Es verteilt sich gleichmäßig, bleibt auch bei Frost locker und lässt sich mit der Gabel leicht abmisten. Der anfallende Mist ist kompakt und verrottet schnell.',
    'Straw granulate consists of finely chopped, repeatedly dedusted straw and is ready to use without watering. It spreads evenly, stays loose even in frost and is easy to muck out with a fork. The resulting muck is compact and rots quickly.',
    'La paille granulée se compose de paille finement broyée et dépoussiérée à plusieurs reprises ; elle s’utilise immédiatement, sans arrosage. Elle se répartit uniformément, reste souple même par gel et se cure facilement à la fourche. Le fumier obtenu est compact et se décompose rapidement.',
    'تتكون حبيبات القش من قش مطحون ناعماً ومنزوع الغبار عدة مرات، وهي جاهزة للاستخدام فوراً دون ترطيب. تتوزع بالتساوي وتبقى هشة حتى في الصقيع ويسهل تنظيفها بالمذراة. الروث الناتج مضغوط ويتحلل بسرعة.',
  ),
  mats: tr(
    'Unsere Matten bestehen aus vulkanisiertem Gummi ohne Weichmacher und riechen daher kaum. Sie liegen durch ihr Eigengewicht rutschfest, dämpfen Stöße und isolieren gegen Kälte von unten. Auf Matten genügt eine dünnere Einstreuschicht, was Arbeit und Kosten spart.',
    'Our mats are made of vulcanised rubber without plasticisers and therefore hardly smell. Their own weight keeps them in place, they cushion impact and insulate against cold from below. On mats a thinner layer of bedding is enough, which saves work and money.',
    'Nos tapis sont en caoutchouc vulcanisé sans plastifiants et ne dégagent pratiquement pas d’odeur. Leur poids les maintient en place ; ils amortissent les chocs et isolent du froid. Une couche de litière plus fine suffit, ce qui économise du travail et de l’argent.',
    'تُصنع حصائرنا من مطاط مفلكن خالٍ من الملدّنات، لذلك تكاد لا تصدر أي رائحة. يثبتها وزنها في مكانها، وتمتص الصدمات وتعزل البرد القادم من الأرض. تكفي على الحصائر طبقة فرشة أرق، مما يوفر الجهد والمال.',
  ),
  paddock: tr(
    'Paddockgitter und Drainagematten tragen das Gewicht der Pferde auf eine große Fläche. Regenwasser versickert durch die Öffnungen, der Boden bleibt tragfähig und Hufe stehen trocken. Auf einem gut vorbereiteten Unterbau aus Schotter und Splitt halten die Elemente viele Jahre.',
    'Paddock grids and drainage mats spread the horses’ weight over a large area. Rainwater drains through the openings, the ground stays stable and hooves stay dry. On a well prepared base of gravel and chippings the elements last for many years.',
    'Les grilles et tapis drainants répartissent le poids des chevaux sur une grande surface. L’eau de pluie s’infiltre par les ouvertures, le sol reste porteur et les sabots restent au sec. Sur une sous-couche de gravier bien préparée, ils durent de nombreuses années.',
    'توزّع شبكات ساحات الحركة وحصائر التصريف وزن الخيول على مساحة كبيرة. تتسرب مياه الأمطار عبر الفتحات فتبقى الأرض متماسكة والحوافر جافة. وعلى أساس جيد الإعداد من الحصى، تدوم هذه العناصر سنوات طويلة.',
  ),
  feed: tr(
    'Alle Futtermittel der Sonnwies Futtermühle werden in kleinen Chargen hergestellt und tragen eine offene Deklaration. Bitte stellen Sie die Ration langsam über etwa zehn Tage um und sorgen Sie jederzeit für frisches Wasser und ausreichend Raufutter.',
    'All feeds from the Sonnwies mill are produced in small batches and carry an open declaration. Please change rations gradually over about ten days and always provide fresh water and sufficient forage.',
    'Tous les aliments du moulin Sonnwies sont fabriqués en petites quantités et portent une déclaration ouverte. Effectuez toute transition alimentaire progressivement sur une dizaine de jours et assurez en permanence de l’eau fraîche et suffisamment de fourrage.',
    'تُنتج جميع أعلاف مطحنة زونفيس على دفعات صغيرة مع تصريح كامل بالمكونات. يُرجى تغيير الحصة الغذائية تدريجياً على مدى عشرة أيام تقريباً وتوفير الماء النظيف والأعلاف الخشنة الكافية في جميع الأوقات.',
  ),
  download: tr(
    'Das Handbuch ist ein PDF mit 48 Seiten, Tabellen und Checklisten zum Ausdrucken. Nach dem Kauf steht es sofort in Ihrem Kundenkonto zum Download bereit; es wird nichts verschickt und es fallen keine Versandkosten an.',
    'The handbook is a 48-page PDF with tables and printable checklists. After purchase it is available for download in your customer account straight away; nothing is shipped and there are no shipping costs.',
    'Le manuel est un PDF de 48 pages avec tableaux et listes de contrôle à imprimer. Après l’achat, il est immédiatement disponible au téléchargement dans votre compte client ; aucun envoi, aucuns frais de port.',
    'الدليل ملف PDF من 48 صفحة يتضمن جداول وقوائم مراجعة قابلة للطباعة. بعد الشراء يصبح متاحاً للتنزيل فوراً في حسابك، ولا يُشحن أي شيء ولا توجد تكاليف شحن.',
  ),
  accessories: tr(
    'Das Werkzeug ist für den täglichen Einsatz im Stall gebaut: robuste Materialien, austauschbare Verschleißteile und eine Form, die zu Pellets, Granulat und Miscanthus passt.',
    'The tool is built for daily use in the stable: sturdy materials, replaceable wear parts and a shape that suits pellets, granulate and miscanthus.',
    'Cet outil est conçu pour un usage quotidien à l’écurie : matériaux robustes, pièces d’usure remplaçables et une forme adaptée aux granulés, à la paille granulée et au miscanthus.',
    'صُممت هذه الأداة للاستخدام اليومي في الإسطبل: مواد متينة وقطع قابلة للاستبدال وشكل يناسب الكريات والحبيبات والميسكانثوس.',
  ),
};
