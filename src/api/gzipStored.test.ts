import { crc32 as zlibCrc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, gzipStored } from './gzipStored';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('gzipStored', () => {
  it('writes gzip that zlib reads back byte for byte (it checks the CRC and the length)', () => {
    for (const text of ['', '{}', '{"term":"نشارة","name":"Stroh – “Premium”"}', 'x'.repeat(0xffff), 'ab'.repeat(0xffff) + 'c']) {
      const data = utf8(text);
      expect(Buffer.from(gunzipSync(gzipStored(data))).equals(Buffer.from(data)), `${data.length} bytes`).toBe(true);
    }
  });

  it('splits data longer than a stored block (65,535 bytes) into blocks, only the last one final', () => {
    const zipped = gzipStored(new Uint8Array(0xffff + 10));
    expect(zipped.length).toBe(10 + 2 * 5 + 0xffff + 10 + 8);
    expect(zipped[10]).toBe(0);
    expect(zipped[10 + 5 + 0xffff]).toBe(1);
  });

  it('gives the same bytes for the same data: no time and no OS in the header (the build and the browser agree)', () => {
    const data = utf8('{"limit":24}');
    expect([...gzipStored(data).subarray(0, 10)]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
    expect(gzipStored(data)).toEqual(gzipStored(utf8('{"limit":24}')));
  });

  it('computes the CRC-32 zlib computes', () => {
    for (const text of ['', 'a', 'The quick brown fox', 'نشارة'.repeat(100)]) expect(crc32(utf8(text))).toBe(zlibCrc32(utf8(text)));
  });
});
