/// <reference lib="webworker" />
/**
 * Makes the calculator's PDF off the page's main thread (src/features/calculator/pdf/pdfRenderer.ts):
 * react-pdf's code is evaluated here once the calculator is open, and each request is answered
 * with the PDF or with why it failed.
 */
import { renderBeddingPdf, type BeddingPdfData } from './BeddingPdf';
import type { PdfReply, PdfRequest } from './pdfMessages';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<PdfRequest>) => {
  const { id, data } = event.data;
  renderBeddingPdf(data as BeddingPdfData).then(
    (blob) => self.postMessage({ id, blob } satisfies PdfReply),
    (error: unknown) => self.postMessage({ id, error: String(error) } satisfies PdfReply),
  );
};

// Tells the page that react-pdf is loaded and evaluated (the page waits for nothing; tests do).
self.postMessage({ ready: true } satisfies PdfReply);
