// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredList, writeStoredList } from './storedList';

const isString = (v: unknown): v is string => typeof v === 'string';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a list kept in localStorage', () => {
  it('reads back what was written, only the items of the expected kind', () => {
    expect(writeStoredList('k', ['a', 'b'])).toBe(true);
    expect(readStoredList('k', isString)).toEqual(['a', 'b']);
    localStorage.setItem('k', JSON.stringify(['a', 3, null, { x: 1 }, 'b']));
    expect(readStoredList('k', isString)).toEqual(['a', 'b']);
  });

  it('an empty list removes the key', () => {
    writeStoredList('k', ['a']);
    writeStoredList('k', []);
    expect(localStorage.getItem('k')).toBeNull();
    expect(readStoredList('k', isString)).toEqual([]);
  });

  it('a missing, garbled or non-list value reads as empty', () => {
    expect(readStoredList('missing', isString)).toEqual([]);
    localStorage.setItem('k', '{not json');
    expect(readStoredList('k', isString)).toEqual([]);
    localStorage.setItem('k', JSON.stringify({ a: 1 }));
    expect(readStoredList('k', isString)).toEqual([]);
  });

  it('blocked or full storage neither throws nor loses the caller’s work: reads are empty, writes say they failed', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStoredList('k', isString)).toEqual([]);
    expect(writeStoredList('k', ['a'])).toBe(false);
  });
});
