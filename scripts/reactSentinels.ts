/**
 * react-dom creates five "sentinel" errors while its module evaluates (SuspenseException,
 * SelectiveHydrationException…). React only throws and compares them by identity; no one sees
 * their stack.
 *
 * When a DevTools client has the Runtime domain on (Lighthouse, PageSpeed Insights, an open
 * DevTools, Playwright), V8 computes the source position of every frame of every Error it
 * constructs. The frames here are react-dom's module function (200 KB) and its chunk's, whose
 * positions V8 does not keep: it parses both again. That took 15–25 ms on this machine's Chromium
 * (median of 5 loads: React's stage evaluated in 23.7 ms, 1.7 ms with this change), and Lighthouse
 * multiplies it by four inside one task. A browser with no DevTools client pays nothing for the
 * errors either way.
 *
 * The build (vite.config.ts) therefore makes the sentinels objects with Error's prototype:
 * `instanceof Error`, `message`, `name` and `toString()` stay; V8 captures no stack for them.
 */

/** What each sentinel is called in react-dom-client.production.js, and its error code. */
export const REACT_SENTINELS = {
  HydrationMismatchException: 519,
  SuspenseException: 460,
  SuspenseyCommitException: 474,
  SuspenseActionException: 542,
  SelectiveHydrationException: 461,
} as const;

export const SENTINEL_FACTORY = 'stallwerkSentinelError';

export const FACTORY_SOURCE = `
function ${SENTINEL_FACTORY}(message) {
  var error = Object.create(Error.prototype);
  Object.defineProperty(error, "message", { value: message, writable: true, configurable: true });
  return error;
}
`;

/**
 * Rewrites react-dom-client.production.js's sentinel errors to the stack-free factory. Throws
 * when any of them is missing, so an upgrade of React that renames or drops one fails the build
 * instead of silently bringing the cost back.
 */
export function rewriteReactSentinels(code: string): string {
  let rewritten = code;
  for (const [name, errorCode] of Object.entries(REACT_SENTINELS)) {
    const construction = `${name} = Error(formatProdErrorMessage(${errorCode}))`;
    const at = rewritten.indexOf(construction);
    if (at < 0 || rewritten.indexOf(construction, at + 1) >= 0) {
      throw new Error(`react-dom's sentinel ${name} is not constructed once as "${construction}": check scripts/reactSentinels.ts against this React version.`);
    }
    rewritten = rewritten.replace(construction, `${name} = ${SENTINEL_FACTORY}(formatProdErrorMessage(${errorCode}))`);
  }
  // A declaration at the end: it is hoisted within the module's function and keeps "use strict" first.
  return `${rewritten}\n${FACTORY_SOURCE}`;
}
