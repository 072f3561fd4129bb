/**
 * A gzip member whose deflate stream holds the bytes in stored (uncompressed) blocks (RFC 1951
 * §3.2.4, RFC 1952): what any gunzip reads, built with no compression tables. The Store API's
 * `_criteria` must be gzip, but criteria are a kilobyte or so, which deflate shortens by a third
 * at best, while a deflate library builds its tables when its module loads (5-15 ms on the
 * page's start-up) and its first compression takes as long again (src/api/criteriaQuery.ts).
 */
const MAX_STORED_BLOCK = 0xffff;

let crcTable: Uint32Array | undefined;

function crcTableOnce(): Uint32Array {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  return crcTable;
}

/** CRC-32 (ISO 3309, as gzip's trailer has it). */
export function crc32(bytes: Uint8Array): number {
  const table = crcTableOnce();
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = table[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function gzipStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / MAX_STORED_BLOCK));
  const out = new Uint8Array(10 + blocks * 5 + data.length + 8);
  // Header: magic, deflate, no flags, no modification time, no extra flags, OS unknown (255):
  // the same criteria give the same bytes on every machine, the build's included.
  out.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  let at = 10;
  for (let block = 0; block < blocks; block++) {
    const chunk = data.subarray(block * MAX_STORED_BLOCK, (block + 1) * MAX_STORED_BLOCK);
    const length = chunk.length;
    out[at++] = block === blocks - 1 ? 1 : 0; // BFINAL on the last, BTYPE 00 (stored)
    out[at++] = length & 0xff;
    out[at++] = length >>> 8;
    out[at++] = ~length & 0xff;
    out[at++] = (~length >>> 8) & 0xff;
    out.set(chunk, at);
    at += length;
  }
  const view = new DataView(out.buffer);
  view.setUint32(at, crc32(data), true);
  view.setUint32(at + 4, data.length >>> 0, true);
  return out;
}
