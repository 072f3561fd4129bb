import { readKind } from './postCache';

/** A page being unloaded hands a Store API read to its worker (src/api/workerReads.ts): the worker makes it and keeps the answer. */
export interface KeepReadMessage {
  type: 'KEEP_READ';
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body?: string;
}

/** The handed-over read as a request, if it is one the worker keeps anyway: a catalogue or content read (GET or POST) of its own origin. */
export function keptRead(message: Partial<KeepReadMessage>, origin: string): Request | null {
  if (typeof message.url !== 'string' || typeof message.method !== 'string') return null;
  let url: URL;
  try {
    url = new URL(message.url);
  } catch {
    return null;
  }
  if (url.origin !== origin || !readKind(message.method, url.pathname)) return null;
  const headers = Array.isArray(message.headers) ? message.headers.filter((h): h is [string, string] => Array.isArray(h) && h.length === 2 && h.every((v) => typeof v === 'string')) : [];
  return new Request(url, { method: message.method, headers, body: message.method === 'POST' && typeof message.body === 'string' ? message.body : undefined });
}
