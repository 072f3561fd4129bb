import { getDocumentProxy } from 'unpdf';

/**
 * The text lines of a PDF (pdf.js through unpdf, no pdftotext binary): text runs that share a
 * baseline and column form a line, so two address lines stay two lines.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const rows = new Map<string, Array<{ x: number; str: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as number[];
      const key = Math.round(y).toString();
      const row = rows.get(key) ?? [];
      row.push({ x, str: item.str });
      rows.set(key, row);
    }
    const sorted = [...rows.entries()].sort(([a], [b]) => Number(b) - Number(a));
    for (const [, row] of sorted) {
      row.sort((a, b) => a.x - b.x);
      // Runs far apart on the same baseline are separate columns (e.g. billing and shipping address).
      let current = '';
      let lastEnd = -Infinity;
      for (const r of row) {
        if (current && r.x - lastEnd > 40) {
          lines.push(current.trim());
          current = '';
        }
        current += (current && !current.endsWith(' ') ? ' ' : '') + r.str;
        lastEnd = r.x + r.str.length * 4.5;
      }
      if (current.trim()) lines.push(current.trim());
    }
  }
  return lines;
}
