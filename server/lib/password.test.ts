import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

const FAST = { N: 1024, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('stores algorithm, cost, salt and hash, and verifies the right password only', async () => {
    const hash = await hashPassword('Stallwerk2026!', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Stallwerk2026!', hash)).toBe(true);
    expect(await verifyPassword('stallwerk2026!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('uses a random salt per hash', async () => {
    const a = await hashPassword('same password', FAST);
    const b = await hashPassword('same password', FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('uses the default cost (N=16384) when none is given', async () => {
    const hash = await hashPassword('x'.repeat(12));
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('x'.repeat(12), hash)).toBe(true);
  });

  it('normalises Unicode so the same visible password matches', async () => {
    const hash = await hashPassword('Pferd\u00e4pfel', FAST);
    expect(await verifyPassword('Pferda\u0308pfel', hash)).toBe(true);
  });

  it('never matches malformed or missing hashes', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==', 'bcrypt$1$2$3$4$5', 'scrypt$3$8$1$c2FsdA==$aGFzaA==', 'scrypt$1024$8$1$$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('offers a dummy hash for unknown accounts that matches nothing', async () => {
    const dummy = await dummyPasswordHash();
    expect(await verifyPassword('Stallwerk2026!', dummy)).toBe(false);
    expect(await dummyPasswordHash()).toBe(dummy);
  });
});
