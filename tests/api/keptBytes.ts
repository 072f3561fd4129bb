import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';

/**
 * Reads an answer twice (brotli accepted) and checks that the second read is sent in the bytes the
 * first was compressed into, with one compression between them (server/answerBodies.ts). Returns the
 * first read.
 */
export async function expectSentAgainInTheSameBytes(read: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const brotli = vi.spyOn(zlib, 'brotliCompressSync');
  try {
    const first = await read();
    const again = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotli).toHaveBeenCalledTimes(1);
    return first;
  } finally {
    brotli.mockRestore();
  }
}
