import { expect, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { prefix, type Locale } from './ShopPage';

/** The demo sales channel's access key (the embedded backend's default). */
const ACCESS_KEY = process.env.VITE_ACCESS_KEY ?? 'SWSCSTALLWERKDEMO0000000001';

export const ADVISOR_PATH = { 'de-DE': '/ratgeber/einstreuberater', 'en-GB': '/ratgeber/bedding-advisor' } as const;
export const CALCULATOR_PATH = { 'de-DE': '/ratgeber/einstreurechner', 'en-GB': '/ratgeber/bedding-calculator' } as const;

export interface AdvisorAnswers {
  name: string;
  gender: string;
  age: string;
  housing: string;
  ground: string;
  health?: string[];
  specialties?: string[];
}

/** The bedding advisor and calculator as a shopper uses them (labels in the page's language). */
export class BeddingToolsPage {
  constructor(
    readonly page: Page,
    readonly locale: 'de-DE' | 'en-GB' = 'de-DE',
  ) {}

  get main() {
    return this.page.locator('main#main');
  }

  private get de() {
    return this.locale === 'de-DE';
  }

  async openAdvisor(): Promise<void> {
    await this.page.goto(`${prefix(this.locale)}${ADVISOR_PATH[this.locale]}`);
    await expect(this.main.getByRole('heading', { level: 1, name: this.de ? 'Einstreuberater' : 'Bedding advisor' })).toBeVisible();
  }

  async next(): Promise<void> {
    await this.main.getByRole('button', { name: this.de ? 'Weiter' : 'Next', exact: true }).click();
  }

  /** Answers every step; ends on the result. */
  async answer(a: AdvisorAnswers): Promise<void> {
    await this.main.getByRole('textbox', { name: this.de ? 'Name des Pferdes' : "Horse's name" }).fill(a.name);
    await this.next();
    for (const label of [a.gender, a.age, a.housing, a.ground]) {
      await this.main.getByRole('radio', { name: label, exact: true }).check();
      await this.next();
    }
    for (const label of a.health ?? []) await this.main.getByRole('checkbox', { name: label, exact: true }).check();
    await this.next();
    for (const label of a.specialties ?? []) await this.main.getByRole('checkbox', { name: label, exact: true }).check();
    await this.main.getByRole('button', { name: this.de ? 'Empfehlung anzeigen' : 'Show recommendation' }).click();
    await expect(this.main.getByRole('heading', { level: 2, name: this.de ? `Unsere Empfehlung für ${a.name}` : `Our recommendation for ${a.name}` })).toBeVisible();
  }

  async restart(): Promise<void> {
    await this.main.getByRole('button', { name: this.de ? 'Neu beginnen' : 'Start again' }).click();
  }

  async openCalculator(search = ''): Promise<void> {
    await this.page.goto(`${prefix(this.locale)}${CALCULATOR_PATH[this.locale]}${search}`);
    await expect(this.main.getByRole('heading', { level: 1, name: this.de ? 'Einstreurechner' : 'Bedding calculator' })).toBeVisible();
  }

  async select(label: string, option: string): Promise<void> {
    await this.main.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Downloads the PDF with an e-mail address; returns the file's bytes. */
  async downloadPdf(email: string): Promise<Buffer> {
    await this.main.getByRole('textbox', { name: this.de ? 'E-Mail-Adresse' : 'E-mail address' }).fill(email);
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.main.getByRole('button', { name: this.de ? 'PDF herunterladen' : 'Download PDF' }).click()]);
    return readFile(await (download as Download).path());
  }

  /** The cart of this browser's session, read from the Store API with its context token. */
  async storeCart(): Promise<{ lineItems: Array<{ type: string; quantity: number; referencedId: string; payload: { productNumber: string } }> }> {
    const token = (await this.page.context().cookies()).find((c) => c.name === 'sw-context-token')?.value;
    expect(token, 'context token cookie').toBeTruthy();
    const response = await this.page.request.get('/store-api/checkout/cart', { headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': token! } });
    expect(response.ok()).toBe(true);
    return response.json();
  }
}

/** The text of a PDF (pdfjs-dist), whitespace collapsed. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/` }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

export type { Locale };
