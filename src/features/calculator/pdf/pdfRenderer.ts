import type { BeddingPdfData } from './BeddingPdf';
import type { PdfReply, PdfRequest } from './pdfMessages';

/**
 * Makes the calculator's PDF in a worker. react-pdf is 1.2 MB of code: evaluating it held a
 * phone's main thread for more than half a second (the page froze while the visitor filled in the
 * form, whenever the code happened to arrive), and rendering a PDF holds it again. In the worker,
 * both happen beside the page. Without workers (or when the worker cannot start) the PDF is made
 * on the page as before.
 */

type Waiting = { resolve: (blob: Blob) => void; reject: (error: Error) => void };

/** Why a request was not answered by the worker: the caller then makes the PDF on the page. */
class WorkerUnavailable extends Error {}

let worker: Worker | null = null;
/** The worker failed to start once: later PDFs are made on the page straight away. */
let workerFailed = false;
let released = false;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function stop(): void {
  worker?.terminate();
  worker = null;
}

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

function started(): Worker | null {
  if (worker || workerFailed || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name: 'bedding-pdf' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<PdfReply>) => {
    const reply = event.data;
    if ('ready' in reply) return;
    const request = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('blob' in reply) request?.resolve(reply.blob);
    else request?.reject(new Error(reply.error));
    if (released && waiting.size === 0) stop();
  };
  // The worker's code could not be loaded (offline before the calculator was ever opened online,
  // a strict content policy): whatever waits is made on the page.
  worker.onerror = (event) => {
    event.preventDefault();
    workerFailed = true;
    stop();
    failAll(new WorkerUnavailable('PDF worker unavailable'));
  };
  return worker;
}

/**
 * Starts the worker, which loads and evaluates react-pdf in the background, so the PDF is ready
 * soon after a click (and, once loaded, offline too: the service worker keeps the chunk).
 * Returns a release for when the calculator closes: the worker ends once nothing waits for it.
 */
export function warmPdfRenderer(): () => void {
  released = false;
  started();
  return () => {
    released = true;
    if (waiting.size === 0) stop();
  };
}

async function onThePage(data: BeddingPdfData): Promise<Blob> {
  const { renderBeddingPdf } = await import('./BeddingPdf');
  return renderBeddingPdf(data);
}

/** The PDF as a Blob: made in the worker, or on the page when there is no worker. */
export async function renderPdf(data: BeddingPdfData): Promise<Blob> {
  const target = started();
  if (!target) return onThePage(data);
  const id = nextId++;
  try {
    return await new Promise<Blob>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      target.postMessage({ id, data } satisfies PdfRequest);
    });
  } catch (error) {
    if (error instanceof WorkerUnavailable) return onThePage(data);
    throw error;
  }
}
