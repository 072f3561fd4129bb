/**
 * A tiny hand-written PDF (no library): text pages in Helvetica with WinAnsi encoding, so German
 * umlauts print correctly. Enough for the demo download "Einstreu-Handbuch (PDF)".
 */

export interface PdfPage {
  title: string;
  lines: string[];
}

function pdfString(text: string): string {
  return `(${text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}

function pageContent(page: PdfPage, number: number, total: number): string {
  const ops: string[] = ['0.12 0.36 0.29 rg', '0 792 595 -60 re f', 'BT', '/F2 20 Tf', '1 1 1 rg', '50 752 Td', `${pdfString('Stallwerk')} Tj`, 'ET'];
  ops.push('BT', '/F2 18 Tf', '0.1 0.1 0.1 rg', '50 690 Td', `${pdfString(page.title)} Tj`, '/F1 11 Tf', '0 -30 Td', '15 TL');
  for (const line of page.lines) ops.push(`${pdfString(line)} '`);
  ops.push('ET', 'BT', '/F1 9 Tf', '0.4 0.4 0.4 rg', '50 40 Td', `${pdfString(`Einstreu-Handbuch · Seite ${number} von ${total}`)} Tj`, 'ET');
  return ops.join('\n');
}

/** Builds a valid PDF 1.4 document; byte offsets in the xref table are exact. */
export function buildPdf(title: string, pages: PdfPage[]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, i) => {
    const content = pageContent(page, i + 1, pages.length);
    const length = Buffer.byteLength(content, 'latin1');
    objects[pageIds[i]] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${length} >>\nstream\n${content}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title ${pdfString(title)} /Author (Stallwerk) /Producer (Stallwerk seed) >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The demo handbook: a short excerpt of the real content, three pages. */
export function beddingHandbookPdf(): Buffer {
  return buildPdf('Stallwerk Einstreu-Handbuch', [
    {
      title: 'Einstreu-Handbuch',
      lines: [
        'Willkommen! Dieses Handbuch fasst zusammen, was wir in zehn Jahren',
        'Beratung von Pensionsställen, Offenställen und Privathaltern gelernt haben.',
        '',
        'Inhalt',
        '1. Einstreuarten im Vergleich: Miscanthus, Strohpellets, Strohgranulat',
        '2. Mengen berechnen: Box, Offenstall, Liegehalle',
        '3. Einstreu pflegen: täglich, wöchentlich, saisonal',
        '4. Matten und Böden: was unter die Einstreu gehört',
        '5. Kosten und Lagerung: Sack, halbe Palette oder Palette?',
      ],
    },
    {
      title: '1. Einstreuarten im Vergleich',
      lines: [
        'Miscanthus: sehr saugfähig (bis 4-fach), bindet Ammoniak, wird kaum gefressen.',
        'Strohpellets: werden angefeuchtet, zerfallen zu einer weichen Matratze.',
        'Strohgranulat: sofort einsatzbereit, ideal für Offenstall und Anhänger.',
        '',
        'Faustregel für die Erstbefüllung einer Box von 12 m²:',
        '- Miscanthus: 10 bis 12 Sack à 20 kg',
        '- Strohpellets: 12 bis 14 Sack à 15 kg',
        '- Strohgranulat: 10 bis 12 Sack à 20 kg',
        'Nachstreuen: etwa 1 bis 2 Sack pro Woche und Pferd.',
      ],
    },
    {
      title: 'Checkliste Stallalltag',
      lines: [
        '[ ] Täglich Pferdeäpfel und nasse Stellen entfernen',
        '[ ] Einstreu von den Rändern zur Mitte hin auflockern',
        '[ ] Wöchentlich nachstreuen, Liegefläche kontrollieren',
        '[ ] Stallfenster und Lüftung prüfen (Ammoniakgeruch?)',
        '[ ] Lagerbestand prüfen: Vorrat für mindestens vier Wochen',
        '',
        'Fragen? service@stallwerk.example',
      ],
    },
  ]);
}
