import createCache from '@emotion/cache';
import { compile, middleware, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { safariPrefixes, unsupportedSelectors } from './emotionCaches';

const css = (source: string) => serialize(compile(source), middleware([safariPrefixes, stringify]));

describe('safariPrefixes: only the prefixes the supported browsers still need', () => {
  it('leaves flexbox, transitions and appearance unprefixed', () => {
    expect(css('.a{display:flex;align-items:center;transition:opacity 1s;appearance:none;}')).toBe('.a{display:flex;align-items:center;transition:opacity 1s;appearance:none;}');
  });

  it('adds -webkit-user-select for Safari', () => {
    expect(css('.a{user-select:none;}')).toBe('.a{-webkit-user-select:none;user-select:none;}');
  });
});

describe('unsupportedSelectors: no rule the browser would refuse (and throw for) is inserted', () => {
  const chromiumLike = (pseudo: string) => !/-(moz|ms)-/.test(pseudo);
  const asked: string[] = [];
  const withSupport = (source: string) =>
    serialize(
      compile(source),
      middleware([
        unsupportedSelectors((p) => {
          asked.push(p);
          return chromiumLike(p);
        }),
        stringify,
      ]),
    );

  it("drops MUI's placeholder rules for other engines and keeps the browser's own", () => {
    const out = withSupport('.i::-webkit-input-placeholder{opacity:0.4;}.i::-moz-placeholder{opacity:0.4;}.i::-ms-input-placeholder{opacity:0.4;}.i:-ms-input-placeholder{opacity:0.4;}');
    expect(out).toBe('.i::-webkit-input-placeholder{opacity:0.4;}');
  });

  it('keeps the other selectors of a list, and nested rules inside media queries are filtered too', () => {
    expect(withSupport('.b::-moz-focus-inner,.b:focus-visible{outline:0;}')).toBe('.b:focus-visible{outline:0;}');
    expect(withSupport('@media (min-width:600px){.i::-moz-placeholder{opacity:0;}.i{opacity:1;}}')).toBe('@media (min-width:600px){.i{opacity:1;}}');
  });

  it("emotion's own pipeline writes nothing for a rule whose every selector is refused", () => {
    const cache = createCache({ key: 't', stylisPlugins: [unsupportedSelectors(chromiumLike)] });
    const rules = (styles: string) => cache.insert('.t-1', { name: styles, styles, next: undefined }, cache.sheet, false);
    expect(rules('&::-moz-focus-inner{border-style:none;}&:focus-visible{outline:0;}')).toBe('.t-1:focus-visible{outline:0;}');
    expect(rules('&::-moz-placeholder{opacity:0;}')).toBe('');
  });

  it('leaves rules without vendor pseudos and functional pseudos alone (asks nothing)', () => {
    asked.length = 0;
    expect(withSupport('.a:hover{color:red;}.a::placeholder{color:blue;}.a:-moz-any(b){color:green;}')).toBe('.a:hover{color:red;}.a::placeholder{color:blue;}.a:-moz-any(b){color:green;}');
    expect(asked).toEqual([]);
  });
});
