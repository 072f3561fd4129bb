import { tr } from '../../types';
import { h2, html, p, type ArticleDef } from './types';

export const PADDOCK_MATS: ArticleDef = {
  key: 'paddockmatten-verlegen', kind: 'guide', author: 'Markus Lenz', publishedAt: '2026-04-14', hero: 'paddock',
  slug: { 'de-DE': 'paddockmatten-verlegen-untergrund-gefaelle-drainage', 'en-GB': 'laying-paddock-mats-base-slope-drainage', 'fr-FR': 'poser-tapis-paddock-sous-couche-pente-drainage' },
  title: tr(
    'Paddockmatten verlegen: Untergrund, Gefälle, Drainage',
    'Laying paddock mats: base, slope and drainage',
    'Poser des tapis de paddock : sous-couche, pente et drainage',
    'تركيب حصائر ساحات الحركة: الأساس والميل والتصريف',
  ),
  summary: tr(
    'Schritt für Schritt zum matschfreien Paddock: Aushub, Tragschicht, Gefälle und die richtige Verlegung von Gittern und Matten.',
    'Step by step to a mud-free paddock: excavation, sub-base, slope and laying grids and mats correctly.',
    'Étape par étape vers un paddock sans boue : terrassement, couche de fondation, pente et pose des grilles et tapis.',
    'خطوة بخطوة نحو ساحة حركة بلا طين: الحفر وطبقة الأساس والميل والتركيب الصحيح للشبكات والحصائر.',
  ),
  heroAlt: tr('Paddock mit Gittermatten', 'Paddock with grid mats', 'Paddock avec grilles', 'ساحة حركة مغطاة بشبكات'),
  products: ['SW-PAD-100', 'SW-PAD-110', 'SW-PAD-130'],
  body: {
    'de-DE': html(
      p('Ein matschiger Paddock ist mehr als ein Ärgernis: Ständige Nässe weicht das Hufhorn auf, begünstigt Mauke und Strahlfäule und macht das Abäppeln zur Schwerstarbeit. Paddockgitter und Gummimatten schaffen Abhilfe – vorausgesetzt, der Untergrund stimmt. Die meisten Probleme, die uns Kundinnen und Kunden schildern, haben ihre Ursache nicht in der Matte, sondern im Unterbau.'),
      h2('Schritt 1: Oberboden abtragen'),
      p('Zunächst wird der humose Oberboden auf 20 bis 30 Zentimeter Tiefe ausgehoben, bei sehr lehmigen Böden auch tiefer. Organisches Material verrottet und gibt nach; es hat unter einer Paddockbefestigung nichts zu suchen. Ein Geotextil als Trennvlies auf der Sohle verhindert, dass sich Erde und Schotter später vermischen.'),
      h2('Schritt 2: Tragschicht und Gefälle'),
      p('Darauf folgt eine Tragschicht aus Schotter der Körnung 0/32 oder 0/45, die lagenweise eingebaut und mit der Rüttelplatte verdichtet wird. Entscheidend ist ein Gefälle von ein bis zwei Prozent weg vom Stall, damit Oberflächenwasser abfließen kann. Den Abschluss bildet eine drei bis fünf Zentimeter starke Ausgleichsschicht aus Splitt der Körnung 2/5, in die die Gitter gebettet werden.'),
      h2('Schritt 3: Verlegen und Verfüllen'),
      p('Paddockgitter werden im Verband verlegt und über die Verbindungslaschen fest miteinander verbunden; unsere Wabenplatten werden deshalb paarweise geliefert. Anschließend füllt man die Waben mit Sand oder feinem Splitt bis knapp unter die Oberkante. Gummimatten mit Drainageöffnungen eignen sich besonders für die Bereiche, an denen sich Pferde sammeln: vor der Tränke, an der Heuraufe und am Tor.'),
      h2('Drainage nicht vergessen'),
      p('Bei schweren Böden reicht das Gefälle allein nicht aus. Eine Drainageleitung am tiefsten Punkt, die in einen Graben oder eine Versickerungsmulde führt, hält den Unterbau dauerhaft tragfähig. Klären Sie vorab mit Ihrer Gemeinde, ob die Befestigung genehmigungspflichtig ist – im Außenbereich gelten oft besondere Regeln.'),
    ),
    'en-GB': html(
      p('A muddy paddock is more than a nuisance: constant wet softens the hoof horn, encourages mud fever and thrush and turns poo-picking into hard labour. Paddock grids and rubber mats solve the problem – provided the ground underneath is right. Most of the problems our customers describe are not caused by the mat but by the sub-base.'),
      h2('Step 1: Remove the topsoil'),
      p('First, dig out the humus-rich topsoil to a depth of 20 to 30 centimetres, deeper on very heavy clay. Organic material rots and gives way; it has no place under a paddock surface. A geotextile separating layer on the bottom prevents soil and hardcore from mixing later on.'),
      h2('Step 2: Sub-base and slope'),
      p('Next comes a sub-base of crushed stone in a 0/32 or 0/45 grading, laid in layers and compacted with a plate compactor. A fall of one to two per cent away from the stable is essential so that surface water can run off. The top is finished with a levelling layer of 2/5 chippings, three to five centimetres thick, into which the grids are bedded.'),
      h2('Step 3: Laying and filling'),
      p('Paddock grids are laid in a staggered pattern and firmly connected with their joining lugs, which is why our honeycomb panels are supplied in pairs. The cells are then filled with sand or fine chippings to just below the top edge. Rubber mats with drainage holes are ideal for the spots where horses gather: in front of the water trough, at the hay rack and by the gate.'),
      h2('Do not forget drainage'),
      p('On heavy soils, a slope alone is not enough. A drainage pipe at the lowest point, leading to a ditch or soakaway, keeps the sub-base stable for the long term. Check with your local authority beforehand whether the surfacing needs planning permission – special rules often apply outside built-up areas.'),
    ),
  },
};

export const SLATTED_FLOOR: ArticleDef = {
  key: 'spaltenbodenmatten-offenstall', kind: 'guide', author: 'Markus Lenz', publishedAt: '2026-05-19', hero: 'barn',
  slug: { 'de-DE': 'spaltenbodenmatten-im-offenstall', 'en-GB': 'slatted-floor-mats-in-open-stables', 'fr-FR': 'tapis-caillebotis-en-stabulation-libre' },
  title: tr(
    'Spaltenbodenmatten im Offenstall',
    'Slatted floor mats in open stables',
    'Tapis pour caillebotis en stabulation libre',
    'حصائر الأرضيات المشقوقة في الإسطبل المفتوح',
  ),
  summary: tr(
    'Wenn der Untergrund nicht passt: Wie Spaltenbodenmatten Liegeflächen trocken halten und bis zu 60 Prozent Einstreu sparen.',
    'When the ground is unsuitable: how slatted floor mats keep lying areas dry and save up to 60 per cent of bedding.',
    'Quand le sol ne convient pas : comment les tapis pour caillebotis gardent les aires de couchage sèches et économisent jusqu’à 60 % de litière.',
    'عندما تكون الأرضية غير مناسبة: كيف تحافظ حصائر الأرضيات المشقوقة على جفاف مناطق الاستلقاء وتوفر حتى 60 في المئة من الفرشة.',
  ),
  heroAlt: tr('Offenstall mit Liegehalle', 'Open stable with lying hall', 'Stabulation avec aire de couchage', 'إسطبل مفتوح مع قاعة استلقاء'),
  products: ['SW-SPB-100', 'SW-SPB-110', 'SW-SPB-120', 'SW-STG-110'],
  body: {
    'de-DE': html(
      p('Viele Offenställe entstehen in umgebauten landwirtschaftlichen Gebäuden oder auf Flächen, deren Untergrund für Pferde eigentlich ungeeignet ist: Beton ohne Gefälle, alter Spaltenboden aus der Rinderhaltung oder schwerer Lehm, der im Winter nicht abtrocknet. In solchen Fällen empfehlen wir statt immer mehr Einstreu eine Lösung am Boden selbst: Spaltenbodenmatten.'),
      h2('Das Prinzip'),
      p('Spaltenbodenmatten sind Gummimatten mit durchgehenden Schlitzen. Urin läuft sofort durch die Matte in eine darunterliegende Drainageschicht oder Güllerinne ab, statt sich in der Einstreu zu sammeln. Die Liegefläche bleibt trocken, der Ammoniakgehalt der Luft sinkt, und als Auflage genügt eine dünne Schicht Einstreu – meist reichen wenige Zentimeter Strohgranulat oder Miscanthus.'),
      h2('Planung und Einbau'),
      p('Unter den Matten muss die Flüssigkeit abfließen können. Auf altem Betonspaltenboden ist das bereits gegeben; hier verhindert eine Gitterauflage, dass Hufe in die Spalten geraten. Auf Erdboden wird ähnlich wie beim Paddock ein Unterbau aus Schotter mit Gefälle und Drainage angelegt, auf den die Matten fugenlos verlegt werden. Planen Sie pro Pferd mindestens 5, besser 8 bis 10 Quadratmeter Liegefläche ein, damit auch rangniedere Tiere ungestört liegen können.'),
      h2('Pflege im Alltag'),
      p('Kot wird wie gewohnt abgesammelt, die dünne Einstreuschicht nach Bedarf ergänzt. Ein- bis zweimal im Jahr sollten die Matten angehoben oder mit dem Hochdruckreiniger gespült werden, damit sich die Schlitze nicht zusetzen. Konische Schlitze, wie bei unserer Komfortmatte, verstopfen deutlich seltener. Viele Betriebe berichten, dass sie mit Spaltenbodenmatten im Jahr bis zu 60 Prozent Einstreu einsparen – die Investition amortisiert sich damit oft in zwei bis drei Wintern.'),
    ),
    'en-GB': html(
      p('Many open stables are built in converted farm buildings or on land whose ground is really unsuitable for horses: concrete without a fall, old slatted floors from cattle housing or heavy clay that never dries out in winter. In these cases, rather than adding more and more bedding, we recommend a solution at floor level: slatted floor mats.'),
      h2('The principle'),
      p('Slatted floor mats are rubber mats with continuous slots. Urine drains straight through the mat into a drainage layer or slurry channel below instead of collecting in the bedding. The lying area stays dry, ammonia levels in the air fall and a thin layer of bedding on top is enough – usually just a few centimetres of straw granulate or miscanthus.'),
      h2('Planning and installation'),
      p('Liquid must be able to drain away beneath the mats. On an old concrete slatted floor this is already the case; here a grid overlay stops hooves from slipping into the gaps. On soil, a sub-base of crushed stone with a fall and drainage is built, much as for a paddock, and the mats are laid on it without gaps. Allow at least 5, ideally 8 to 10 square metres of lying area per horse, so that lower-ranking horses can also lie down undisturbed.'),
      h2('Everyday care'),
      p('Droppings are picked up as usual and the thin layer of bedding is topped up as needed. Once or twice a year the mats should be lifted or cleaned with a pressure washer so that the slots do not clog. Tapered slots, like those on our comfort mat, block far less often. Many yards report saving up to 60 per cent of their bedding each year with slatted floor mats, so the investment often pays for itself within two to three winters.'),
    ),
  },
};

export const REDUCE_MUCK: ArticleDef = {
  key: 'mist-reduzieren', kind: 'guide', author: 'Jonas Behrens', publishedAt: '2026-06-23', hero: 'stable',
  slug: { 'de-DE': 'mist-reduzieren-einstreu-richtig-pflegen', 'en-GB': 'reducing-muck-looking-after-bedding', 'fr-FR': 'reduire-le-fumier-entretenir-sa-litiere' },
  title: tr(
    'Mist reduzieren: Einstreu richtig pflegen',
    'Less muck: looking after your bedding properly',
    'Réduire le fumier : bien entretenir sa litière',
    'تقليل الروث: العناية الصحيحة بالفرشة',
  ),
  summary: tr(
    'Mit der richtigen Routine lässt sich die Mistmenge oft halbieren: gezielt abmisten, die Matratze aufbauen und Mist als Wertstoff nutzen.',
    'With the right routine you can often halve the amount of muck: selective mucking out, building up the bed and using muck as a resource.',
    'Avec la bonne routine, on peut souvent diviser le fumier par deux : curer de façon ciblée, construire le matelas et valoriser le fumier.',
    'باتباع الروتين الصحيح يمكن غالباً خفض كمية الروث إلى النصف: تنظيف موجّه وبناء طبقة فرشة متماسكة والاستفادة من الروث كمورد.',
  ),
  heroAlt: tr('Frisch eingestreute Box', 'Freshly bedded box', 'Box fraîchement paillé', 'حظيرة مفروشة حديثاً'),
  products: ['SW-ZUB-100', 'SW-ZUB-120', 'SW-STM-100'],
  body: {
    'de-DE': html(
      p('Ein großer Misthaufen kostet Geld: für die Einstreu, die darin landet, für die Arbeitszeit und oft auch für die Abfuhr. Dabei lässt sich die Mistmenge mit der richtigen Pflege der Einstreu häufig halbieren. Entscheidend ist weniger das Material als die tägliche Routine.'),
      h2('Gezielt statt großflächig abmisten'),
      p('Moderne Einstreu wie Pellets, Granulat oder Miscanthus wird nicht komplett gewechselt. Entfernen Sie täglich nur Pferdeäpfel und nasse Stellen. Eine Gabel mit eng stehenden Zinken hilft, saubere Einstreu im Stall zu lassen. Nasse Bereiche erkennen Sie an der dunkleren Farbe und dem höheren Gewicht – meist liegen sie an derselben Stelle, denn Pferde sind Gewohnheitstiere.'),
      h2('Die Matratze aufbauen'),
      p('Lockern Sie die Einstreu regelmäßig auf und ziehen Sie trockenes Material von den Rändern zur Mitte. So entsteht eine verdichtete Unterschicht, die Feuchtigkeit puffert, und eine lockere Oberschicht, auf der das Pferd gern liegt. Nachgestreut wird erst, wenn die Schicht dünner wird – lieber häufiger kleine Mengen als selten viel.'),
      h2('Das Pferd mitdenken'),
      p('Pferde mit Weidegang oder Paddockzugang äpfeln und urinieren bevorzugt draußen. Je mehr Bewegung, desto sauberer bleibt die Box. Manche Pferde lassen sich sogar daran gewöhnen, einen bestimmten Bereich als Toilette zu nutzen, etwa eine Ecke mit besonders saugstarker Einstreu. Gummimatten unter der Einstreu verhindern, dass Feuchtigkeit von unten nachzieht.'),
      h2('Mist als Wertstoff'),
      p('Mist aus Pellets, Granulat oder Miscanthus ist kompakter und verrottet schneller als Strohmist. Nach drei bis sechs Monaten auf dem Haufen entsteht ein krümeliger Kompost, den Gärtnereien und Landwirte gern abnehmen. Fragen Sie in Ihrer Umgebung nach – oft ist die Abholung kostenlos.'),
    ),
    'en-GB': html(
      p('A big muck heap costs money: for the bedding that ends up on it, for the labour and often for having it taken away. Yet with the right care of the bedding, the amount of muck can often be halved. What matters is less the material than the daily routine.'),
      h2('Muck out selectively, not wholesale'),
      p('Modern bedding such as pellets, granulate or miscanthus is not changed completely. Remove only droppings and wet patches each day. A fork with closely spaced tines helps to leave clean bedding in the box. You can spot wet areas by their darker colour and greater weight – they are usually in the same place, because horses are creatures of habit.'),
      h2('Build up the bed'),
      p('Loosen the bedding regularly and draw dry material from the edges towards the middle. This creates a compacted bottom layer that buffers moisture and a loose top layer on which the horse likes to lie. Only top up when the layer gets thinner – small amounts more often are better than a lot at once.'),
      h2('Think like a horse'),
      p('Horses that are turned out or have paddock access prefer to dung and urinate outside. The more they move, the cleaner the box stays. Some horses can even be taught to use one particular spot as a toilet, such as a corner with especially absorbent bedding. Rubber mats under the bedding stop moisture from rising from below.'),
      h2('Muck as a resource'),
      p('Muck from pellets, granulate or miscanthus is more compact and rots faster than straw muck. After three to six months on the heap it turns into crumbly compost that market gardens and farmers are glad to take. Ask around locally – collection is often free of charge.'),
    ),
  },
};
