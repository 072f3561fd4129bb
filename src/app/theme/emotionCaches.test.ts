import { compile, middleware, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { safariPrefixes } from './emotionCaches';

const css = (source: string) => serialize(compile(source), middleware([safariPrefixes, stringify]));

describe('safariPrefixes: only the prefixes the supported browsers still need', () => {
  it('leaves flexbox, transitions and appearance unprefixed', () => {
    expect(css('.a{display:flex;align-items:center;transition:opacity 1s;appearance:none;}')).toBe('.a{display:flex;align-items:center;transition:opacity 1s;appearance:none;}');
  });

  it('adds -webkit-user-select for Safari', () => {
    expect(css('.a{user-select:none;}')).toBe('.a{-webkit-user-select:none;user-select:none;}');
  });
});
