import type { Locale } from '../types';

export interface ReviewDef {
  product: string;
  locale: Extract<Locale, 'de-DE' | 'en-GB'>;
  user: string;
  title: string;
  content: string;
  points: number;
  status: 'approved' | 'pending' | 'rejected';
  date: string;
  /** The shop's answer. */
  comment?: string;
}

const r = (product: string, locale: 'de-DE' | 'en-GB', user: string, points: number, date: string, title: string, content: string, status: ReviewDef['status'] = 'approved', comment?: string): ReviewDef => ({
  product, locale, user, points, date, title, content, status, comment,
});

export const REVIEWS: ReviewDef[] = [
  // SW-MIS-100
  r('SW-MIS-100', 'de-DE', 'Katrin M.', 5, '2026-02-14', 'Endlich kein Husten mehr', 'Unsere Stute hustet seit Jahren bei Stroh. Seit wir auf die Premium-Einstreu umgestiegen sind, ist Ruhe. Der Staub beim Einstreuen ist wirklich minimal.'),
  r('SW-MIS-100', 'de-DE', 'Hof Brandt', 5, '2026-03-02', 'Spart uns Arbeit', 'Wir misten 14 Boxen und brauchen deutlich weniger Zeit als mit Späne. Die Mistmenge hat sich etwa halbiert, der Misthaufen ist viel kleiner.'),
  r('SW-MIS-100', 'en-GB', 'Sarah W.', 4, '2026-03-19', 'Great bedding, pricey delivery', 'Lovely soft bed and my horse does not eat it. Knocked off one star because pallet delivery to a farm track took two attempts.'),
  r('SW-MIS-100', 'de-DE', 'Jens P.', 4, '2026-04-07', 'Gute Qualität', 'Gleichmäßige Körnung, saugt sehr gut. Am Anfang braucht man etwas mehr Material, bis sich die Matratze aufgebaut hat.'),
  r('SW-MIS-100', 'de-DE', 'Pferdehof am Deich', 5, '2026-05-21', 'Dauerhaft im Einsatz', 'Seit über einem Jahr unser Standard in allen Boxen. Die Palettenlieferung klappt zuverlässig, die Säcke sind stabil.'),
  r('SW-MIS-100', 'de-DE', 'Melanie K.', 3, '2026-06-11', 'Gut, aber ...', 'Die Einstreu selbst ist top, allerdings war ein Sack beschädigt angekommen. Der Ersatz kam aber schnell.', 'approved', 'Danke für die Rückmeldung – wir haben die Verpackung beim Spediteur reklamiert.'),
  r('SW-MIS-100', 'de-DE', 'Anonym', 1, '2026-07-02', 'Werbung', 'Kauft lieber bei meinem Hof, da ist alles billiger!', 'rejected'),
  // SW-MIS-110
  r('SW-MIS-110', 'de-DE', 'Stefanie R.', 4, '2026-01-28', 'Schön luftig', 'Für unseren großen Wallach in der 4 x 4 m Box ideal. Etwas staubiger als die Premium-Variante, aber für gesunde Pferde völlig ausreichend.'),
  r('SW-MIS-110', 'en-GB', 'Tom H.', 5, '2026-04-15', 'Perfect for our barn', 'Coarse enough to stay airy, absorbs well and composts quickly. Good value per bag.'),
  r('SW-MIS-110', 'de-DE', 'Reitverein Lindholz', 4, '2026-08-09', 'Preis-Leistung stimmt', 'Wir streuen damit die Liegehalle ein. Funktioniert gut, nur bei starkem Wind fliegt etwas mehr herum.'),
  // SW-MIS-120
  r('SW-MIS-120', 'de-DE', 'Lisa F.', 5, '2026-05-03', 'Platzsparend', 'Mein Lager ist klein, deshalb sind Pellets ideal. Nach dem Anfeuchten ein toller weicher Boden.'),
  r('SW-MIS-120', 'de-DE', 'Uwe S.', 4, '2026-09-12', 'Gut', 'Saugt enorm. Man muss beim ersten Mal geduldig sein, bis alles zerfallen ist.', 'pending'),
  // SW-STP-100
  r('SW-STP-100', 'de-DE', 'Andrea B.', 4, '2026-01-09', 'Solide', 'Klassische Strohpellets, die tun, was sie sollen. Wir wässern mit der Gießkanne und am nächsten Tag ist alles schön locker.'),
  r('SW-STP-100', 'en-GB', 'Claire D.', 5, '2026-02-22', 'Saves so much muck', 'Switched from straw and our muck heap is a third of the size. The pony still tries to eat it now and then, but far less than straw.'),
  r('SW-STP-100', 'de-DE', 'Thomas G.', 3, '2026-06-30', 'Etwas staubig', 'Für meinen Geschmack beim Einstreuen etwas staubig. Für Pferde mit Atemwegsproblemen würde ich die Premium-Variante nehmen.'),
  // SW-STP-110
  r('SW-STP-110', 'de-DE', 'Nicole W.', 5, '2026-02-03', 'Tierärztin empfiehlt', 'Auf Empfehlung unserer Tierärztin wegen Asthma gekauft. Wirklich kaum Staub, unser Wallach atmet deutlich freier.'),
  r('SW-STP-110', 'de-DE', 'Sabine T.', 5, '2026-03-27', 'Beste Pellets bisher', 'Wir haben vier Marken ausprobiert, diese sind mit Abstand die staubärmsten. Lieferung auf halber Palette super praktisch.'),
  r('SW-STP-110', 'en-GB', 'James R.', 5, '2026-05-14', 'Excellent for a horse with RAO', 'Vet suggested low-dust bedding. These are as clean as they claim. Will reorder.'),
  r('SW-STP-110', 'de-DE', 'Familie Jansen', 4, '2026-07-18', 'Sehr gut', 'Top Qualität, nur der Preis ist etwas höher. Dafür reicht ein Sack bei uns länger als bei günstigeren Pellets.'),
  r('SW-STP-110', 'de-DE', 'Carina L.', 5, '2026-10-01', 'Wieder bestellt', 'Schon die dritte Palette. Gleichbleibende Qualität und schnelle Lieferung.', 'pending'),
  // SW-STP-120
  r('SW-STP-120', 'de-DE', 'Gestüt Heidegrund', 5, '2026-04-02', 'Für die Abfohlbox ideal', 'Wird schön weich und die Fohlen liegen gern darauf. Wir nehmen sie nur noch für die Abfohlsaison.'),
  r('SW-STP-120', 'en-GB', 'Emma L.', 4, '2026-06-06', 'Soft and fluffy', 'Breaks down faster than wheat straw pellets. Slightly more dust when dry, fine once damp.'),
  // SW-STG-100
  r('SW-STG-100', 'de-DE', 'Marion H.', 5, '2026-01-17', 'Sofort einsatzbereit', 'Kein Wässern, einfach aufmachen und verteilen. Gerade im Winter bei Frost ein großer Vorteil.'),
  r('SW-STG-100', 'de-DE', 'Offenstall Weidenhof', 5, '2026-02-25', 'Für den Anhänger perfekt', 'Wir nutzen das Granulat im Anhänger und in der Box. Sehr sauber, kaum Staub.'),
  r('SW-STG-100', 'en-GB', 'Olivia P.', 4, '2026-05-30', 'Very clean', 'Nice even texture, easy to muck out. A little lighter than I expected, so it needs a deeper bed.'),
  r('SW-STG-100', 'de-DE', 'Kerstin D.', 4, '2026-08-21', 'Zufrieden', 'Gutes Granulat, würde ich wieder kaufen. Lieferung dauerte einen Tag länger als angegeben.'),
  // SW-STG-110
  r('SW-STG-110', 'de-DE', 'Aktivstall Sonnenhang', 4, '2026-03-11', 'Robust', 'In der Liegehalle mit 18 Pferden bleibt es erstaunlich lange locker. Abmisten mit dem Hoflader funktioniert gut.'),
  r('SW-STG-110', 'en-GB', 'Mark T.', 3, '2026-09-05', 'Okay', 'Does the job in the field shelter but the coarse pieces track into the yard more than I would like.'),
  // SW-MIN-100
  r('SW-MIN-100', 'de-DE', 'Birgit E.', 5, '2026-02-08', 'Wird gern gefressen', 'Selbst meine mäkelige Stute frisst die Pellets ohne Murren. Nach drei Monaten glänzt das Fell deutlich mehr.'),
  r('SW-MIN-100', 'de-DE', 'Dr. med. vet. A. Kühn', 5, '2026-04-23', 'Sinnvolle Zusammensetzung', 'Ausgewogene Spurenelemente ohne unnötige Zusätze. Empfehle ich Patientenbesitzern mit Heufütterung.'),
  r('SW-MIN-100', 'en-GB', 'Hannah S.', 4, '2026-07-09', 'Good basic mineral', 'Easy to feed, no sugar. The 25 kg bag lasts our two horses about four months.'),
  // SW-MUE-100
  r('SW-MUE-100', 'de-DE', 'Petra N.', 5, '2026-03-04', 'Für meine Reheponys', 'Endlich ein Müsli ohne Getreide, das die Ponys trotzdem mögen. Riecht herrlich nach Kräutern.'),
  r('SW-MUE-100', 'de-DE', 'Julia S.', 4, '2026-06-19', 'Gut verträglich', 'Mein magenempfindlicher Wallach verträgt es sehr gut. Etwas teuer, aber es lohnt sich.'),
  r('SW-MUE-100', 'en-GB', 'Lucy M.', 5, '2026-08-27', 'Great for my laminitic cob', 'Low sugar and he actually eats it. Nice to find a muesli that is not mostly cereal.'),
  // SW-MUE-110
  r('SW-MUE-110', 'de-DE', 'Heike V.', 5, '2026-01-05', 'Im Winter unverzichtbar', 'Einmal pro Woche ein warmes Mash nach dem Ausritt – die Pferde warten schon darauf.'),
  r('SW-MUE-110', 'de-DE', 'Frank O.', 4, '2026-11-02', 'Gutes Mash', 'Lässt sich gut anrühren und quillt schnell. Der Eimer ist praktisch.', 'pending'),
  // SW-LEC-100
  r('SW-LEC-100', 'de-DE', 'Mia (12)', 5, '2026-02-16', 'Mein Pony liebt sie', 'Wenn ich mit der Dose raschle, kommt Fridolin sofort angelaufen. Die Größe ist super für die Jackentasche.'),
  r('SW-LEC-100', 'de-DE', 'Anja K.', 5, '2026-04-11', 'Perfekt fürs Training', 'Klein, knusprig und krümeln nicht. Ideal für Bodenarbeit.'),
  r('SW-LEC-100', 'en-GB', 'Grace B.', 5, '2026-05-25', 'Horse goes mad for these', 'Lovely natural ingredients and no added sugar. The 3 kg tub is good value.'),
  r('SW-LEC-100', 'de-DE', 'Roland Z.', 4, '2026-08-03', 'Lecker', 'Werden gern genommen. Ein paar Stücke waren zerbrochen, sonst top.'),
  // SW-LEC-110
  r('SW-LEC-110', 'de-DE', 'Sandra J.', 5, '2026-03-15', 'Endlich zuckerfrei', 'Für unsere Shetty-Dame mit Cushing genau das Richtige. Sie nimmt sie sehr gern.'),
  r('SW-LEC-110', 'en-GB', 'Rebecca F.', 4, '2026-07-12', 'Good for fatties', 'My native pony is on a diet and these are a guilt-free reward. Smell of mint.'),
  // SW-LEC-120
  r('SW-LEC-120', 'de-DE', 'Ines G.', 5, '2026-01-12', 'Schade, ausverkauft!', 'Die Zimt-Leckerli waren der Hit im Stall. Bitte nächsten Winter mehr davon produzieren!'),
  // SW-PAD-100
  r('SW-PAD-100', 'de-DE', 'Markus L.', 5, '2026-04-18', 'Paddock endlich matschfrei', 'Mit 20 cm Schotter darunter und Sand in den Waben steht unser Paddock auch nach Starkregen trocken. Die Verbindung ist stabil.'),
  r('SW-PAD-100', 'en-GB', 'David C.', 4, '2026-06-24', 'Solid grids', 'Easy to lay once you have the base right. Sold in pairs, so plan your area accordingly.'),
  r('SW-PAD-100', 'de-DE', 'Pensionsstall Kranich', 5, '2026-09-08', 'Sehr zufrieden', 'Wir haben 120 m² verlegt. Die Platten sind robust und halten auch den Radlader aus.'),
  // SW-PAD-110
  r('SW-PAD-110', 'de-DE', 'Claudia F.', 4, '2026-05-09', 'Gut an der Tränke', 'Vor der Tränke war immer ein Matschloch. Seit der Drainagematte ist es trocken. Die Matte ist sehr schwer – zu zweit verlegen!'),
  r('SW-PAD-110', 'en-GB', 'Peter N.', 5, '2026-08-14', 'Does what it says', 'Heavy, grippy and water drains straight through. Free delivery was a nice bonus.'),
  // SW-STM-100
  r('SW-STM-100', 'de-DE', 'Stall Wiesengrund', 5, '2026-02-11', 'Halbe Einstreumenge', 'Seit den Matten in allen Boxen brauchen wir nur noch die Hälfte der Einstreu. Die Matten liegen bombenfest.'),
  r('SW-STM-100', 'de-DE', 'Yvonne A.', 4, '2026-03-30', 'Riecht nicht', 'Anders als günstige Matten riechen diese kaum nach Gummi. Zuschneiden geht mit einem scharfen Cuttermesser gut.'),
  r('SW-STM-100', 'en-GB', 'Jack E.', 5, '2026-06-02', 'Top quality', 'Bought 8 of the 120 × 180 mats for two stables. Thick, heavy and no curling at the edges.'),
  r('SW-STM-100', 'de-DE', 'Michael B.', 4, '2026-09-17', 'Solide', 'Sehr stabil, allerdings ist das Gewicht nicht zu unterschätzen. Versand per Spedition lief reibungslos.'),
  r('SW-STM-100', 'de-DE', 'Jana C.', 5, '2026-10-22', 'Klasse', 'Zweite Bestellung für den Waschplatz – wieder top.', 'pending'),
  // SW-STM-110
  r('SW-STM-110', 'de-DE', 'Renate W.', 5, '2026-04-28', 'Für meinen Oldie', 'Mein 27-jähriger Wallach mit Arthrose legt sich seitdem wieder öfter hin. Die Matte ist spürbar weicher.'),
  r('SW-STM-110', 'en-GB', 'Sophie K.', 4, '2026-07-31', 'Comfortable but pricey', 'Noticeably softer than standard rubber. Expensive, but worth it for an older horse.'),
  // SW-SPB-100
  r('SW-SPB-100', 'de-DE', 'Offenstall Birkenweg', 5, '2026-03-08', 'Lösung für unseren Lehmboden', 'Unser Lehmboden war im Winter eine Katastrophe. Mit den Spaltenbodenmatten und Drainage darunter ist die Liegefläche endlich trocken.'),
  r('SW-SPB-100', 'de-DE', 'Tobias M.', 4, '2026-08-18', 'Gut durchdacht', 'Urin läuft wirklich sofort ab. Etwas Strohgranulat obendrauf und die Pferde liegen gern darauf.'),
  // SW-ZUB-100
  r('SW-ZUB-100', 'de-DE', 'Laura S.', 5, '2026-02-19', 'Die beste Pelletgabel', 'Die Zinken haben genau den richtigen Abstand. Äpfel bleiben liegen, Einstreu rieselt durch.'),
  r('SW-ZUB-100', 'en-GB', 'Amy J.', 4, '2026-05-17', 'Good fork', 'Sturdy and light. The handle could be a little longer for tall people.'),
  // SW-ZUB-110
  r('SW-ZUB-110', 'de-DE', 'Holger K.', 5, '2026-03-23', 'Robust', 'Die Karre ist riesig und fährt sich trotzdem leicht. Der Vollgummireifen ist Gold wert.'),
  // SW-ZUB-160
  r('SW-ZUB-160', 'de-DE', 'Vanessa P.', 5, '2026-10-14', 'Sehr hilfreich', 'Die Mengentabellen haben mir beim Umstieg auf Pellets viel Rechnerei erspart. Für 9,90 € absolut lohnenswert.'),
  r('SW-ZUB-160', 'en-GB', 'George A.', 4, '2026-11-03', 'Useful, but German only', 'Good content and checklists. An English edition would be great.', 'approved', 'Thank you! An English edition is planned for spring.'),
];
