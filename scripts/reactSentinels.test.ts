import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACTORY_SOURCE, REACT_SENTINELS, rewriteReactSentinels, SENTINEL_FACTORY } from './reactSentinels';

const require = createRequire(import.meta.url);
const REACT_DOM_CLIENT = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');
const source = readFileSync(REACT_DOM_CLIENT, 'utf8');

/** Evaluates react-dom's client module as the bundle does (CommonJS), counting every Error it constructs. */
function evaluate(code: string) {
  const constructed: string[] = [];
  const CountingError = new Proxy(Error, {
    apply(target, self, args: unknown[]) {
      constructed.push(String(args[0]));
      return Reflect.apply(target, self, args) as Error;
    },
    construct(target, args: unknown[], newTarget) {
      constructed.push(String(args[0]));
      return Reflect.construct(target, args, newTarget) as Error;
    },
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('exports', 'require', 'module', 'Error', code)(module.exports, require, module, CountingError);
  return { exports: module.exports, constructed };
}

describe('react-dom’s sentinel errors are built without a stack (DevTools clients made V8 re-parse react-dom for them)', () => {
  it('react-dom as published constructs its five sentinels as Errors while it evaluates: what the rewrite is for', () => {
    const { constructed } = evaluate(source);
    expect(constructed).toHaveLength(Object.keys(REACT_SENTINELS).length);
    for (const code of Object.values(REACT_SENTINELS)) expect(constructed.some((message) => message.includes(`#${code};`))).toBe(true);
  });

  it('rewritten, it evaluates without constructing an Error and still exports the client', () => {
    const { exports, constructed } = evaluate(rewriteReactSentinels(source));
    expect(constructed).toEqual([]);
    expect(typeof exports.createRoot).toBe('function');
    expect(typeof exports.hydrateRoot).toBe('function');
  });

  it('keeps "use strict" first, changes only the five constructions and moves no line', () => {
    const rewritten = rewriteReactSentinels(source);
    const [before, after] = [source.split('\n'), rewritten.split('\n')];
    expect(after.slice(0, before.length).filter((line, index) => line !== before[index])).toHaveLength(5);
    expect(rewritten.indexOf('"use strict"')).toBe(source.indexOf('"use strict"'));
    for (const [name, code] of Object.entries(REACT_SENTINELS)) expect(rewritten).toContain(`${name} = ${SENTINEL_FACTORY}(formatProdErrorMessage(${code}))`);
  });

  it('a sentinel is an Error to React and to anyone who logs it: prototype, message, name, toString; no stack is captured', () => {
    const factory = new Function(`${FACTORY_SOURCE}\nreturn ${SENTINEL_FACTORY};`)() as (message: string) => Error;
    const sentinel = factory('Minified React error #460');
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Minified React error #460');
    expect(sentinel.name).toBe('Error');
    expect(String(sentinel)).toBe('Error: Minified React error #460');
    expect(Object.hasOwn(sentinel, 'stack')).toBe(false);
  });

  it('fails the build when a React version no longer constructs a sentinel as expected', () => {
    expect(() => rewriteReactSentinels(source.replace('SuspenseException = Error(formatProdErrorMessage(460))', 'SuspenseException = Error("x")'))).toThrow(/SuspenseException/);
  });
});
