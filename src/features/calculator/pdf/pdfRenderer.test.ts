import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BeddingPdfData } from './BeddingPdf';
import type { PdfReply, PdfRequest } from './pdfMessages';

// The page's own renderer: what the PDF is made with when no worker answers.
const onThePage = vi.hoisted(() => vi.fn(async () => new Blob(['page'], { type: 'application/pdf' })));
vi.mock('./BeddingPdf', () => ({ renderBeddingPdf: onThePage }));

/** A worker as the browser gives one: messages in, replies out, an error event when its code cannot load. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<PdfReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  received: PdfRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(request: PdfRequest): void {
    this.received.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(reply: PdfReply): void {
    this.onmessage?.({ data: reply } as MessageEvent<PdfReply>);
  }
  failToLoad(): void {
    this.onerror?.(new Event('error'));
  }
}

const data = { heading: 'Ihre Einstreu-Berechnung' } as BeddingPdfData;

async function freshRenderer() {
  vi.resetModules();
  return import('./pdfRenderer');
}

/** Lets the renderer's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the calculator’s PDF renderer', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    onThePage.mockClear();
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('warming starts one module worker, which makes the PDF; the page never loads react-pdf', async () => {
    const { renderPdf, warmPdfRenderer } = await freshRenderer();
    warmPdfRenderer();
    warmPdfRenderer();
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker.options.type).toBe('module');
    worker.reply({ ready: true });
    const made = renderPdf(data);
    await settle();
    expect(worker.received).toEqual([{ id: 1, data }]);
    const blob = new Blob(['worker'], { type: 'application/pdf' });
    worker.reply({ id: 1, blob });
    await expect(made).resolves.toBe(blob);
    expect(onThePage).not.toHaveBeenCalled();
  });

  it('a PDF the worker could not make is an error for the visitor (not made twice)', async () => {
    const { renderPdf, warmPdfRenderer } = await freshRenderer();
    warmPdfRenderer();
    const made = renderPdf(data);
    await settle();
    FakeWorker.made[0].reply({ id: 1, error: 'Error: layout failed' });
    await expect(made).rejects.toThrow('layout failed');
    expect(onThePage).not.toHaveBeenCalled();
  });

  it('when the worker’s code cannot load, waiting and later PDFs are made on the page', async () => {
    const { renderPdf, warmPdfRenderer } = await freshRenderer();
    warmPdfRenderer();
    const made = renderPdf(data);
    await settle();
    FakeWorker.made[0].failToLoad();
    expect(await (await made).text()).toBe('page');
    expect(FakeWorker.made[0].terminated).toBe(true);
    expect(await (await renderPdf(data)).text()).toBe('page');
    expect(FakeWorker.made).toHaveLength(1);
    expect(onThePage).toHaveBeenCalledTimes(2);
  });

  it('without workers the PDF is made on the page', async () => {
    vi.stubGlobal('Worker', undefined);
    const { renderPdf, warmPdfRenderer } = await freshRenderer();
    warmPdfRenderer();
    expect(await (await renderPdf(data)).text()).toBe('page');
  });

  it('closing the calculator ends the worker once its PDF is answered; opening it again starts a new one', async () => {
    const { renderPdf, warmPdfRenderer } = await freshRenderer();
    const release = warmPdfRenderer();
    const made = renderPdf(data);
    await settle();
    release();
    const [first] = FakeWorker.made;
    expect(first.terminated).toBe(false);
    first.reply({ id: 1, blob: new Blob(['worker']) });
    await made;
    expect(first.terminated).toBe(true);
    warmPdfRenderer()();
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[1].terminated).toBe(true);
  });
});
