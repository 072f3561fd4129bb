import type { BeddingPdfData } from './BeddingPdf';

/** What the page asks the PDF worker for (pdf.worker.ts). */
export interface PdfRequest {
  id: number;
  data: BeddingPdfData;
}

/** What the PDF worker answers: that it is ready, or a request's PDF or failure. */
export type PdfReply = { ready: true } | { id: number; blob: Blob } | { id: number; error: string };
