import { describe, expect, it } from 'vitest';
import { renderBeddingPdf } from './BeddingPdf';

async function text(blob: Blob): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false, standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/` }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return content.items
    .map((i) => ('str' in i ? i.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('bedding PDF', () => {
  it('renders the header, inputs, quantity, price, packaging, date and product links without the network', async () => {
    const blob = await renderBeddingPdf({
      lang: 'de-DE',
      shopName: 'Stallwerk',
      tagline: 'Einstreu, Futter und Matten',
      shopUrl: 'https://shop.example',
      heading: 'Ihre Einstreu-Berechnung',
      date: 'Datum: 23. November 2026',
      inputsTitle: 'Ihre Angaben',
      inputs: [
        ['Stallform', 'Offenstall'],
        ['Anzahl Pferde', '3'],
        ['Fläche pro Pferd', '20 m²'],
      ],
      resultsTitle: 'Bedarf und Preis pro Quartal',
      results: [
        ['Bestellmenge', '6 × Halbe Palette (20 Sack)'],
        ['Preis pro Quartal', '869,40 €'],
        ['Empfohlene Verpackung', 'Sack'],
      ],
      productsTitle: 'Produkte',
      products: [{ name: 'Strohpellets Classic', url: 'https://shop.example/Strohpellets-Classic/SW-STP-100' }],
      note: 'Annahmen',
    });
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const t = await text(blob);
    for (const s of ['Stallwerk', 'Ihre Einstreu-Berechnung', 'Datum: 23. November 2026', 'Offenstall', '20 m²', '6 × Halbe Palette (20 Sack)', '869,40 €', 'Strohpellets Classic']) {
      expect(t).toContain(s);
    }
  }, 30_000);
});
