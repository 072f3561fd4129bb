import { useLayoutEffect } from 'react';
import { ScrollRestoration } from 'react-router';

/**
 * Whether the app's first commit takes over a page the browser already shows (a prerendered
 * page: hydrated, or rendered anew for a signed-in customer), and the visitor's position then.
 * One takeover per page load, so module state.
 */
let takingOverShownPage = false;
let capturedPosition: number | null = null;

/** Called by src/app/hydration.tsx before the app's first commit over a prerendered page. */
export function keepScrollOnTakeover(): void {
  takingOverShownPage = true;
}

/** After the first commit (also one without a layout, an error page): navigations scroll as usual. */
export function endScrollTakeover(): void {
  takingOverShownPage = false;
  capturedPosition = null;
}

function CaptureScroll() {
  useLayoutEffect(() => {
    if (takingOverShownPage) capturedPosition = window.scrollY;
  }, []);
  return null;
}

function GiveScrollBack() {
  useLayoutEffect(() => {
    const position = capturedPosition;
    endScrollTakeover();
    // Instant: it also stops the smooth scroll to the top the router has just started.
    if (position !== null) window.scrollTo({ top: position, behavior: 'instant' });
  }, []);
  return null;
}

/**
 * React Router's scroll restoration (top of the page on a navigation, the saved position on back
 * and forward), except when the app takes over a page the browser already shows: React Router
 * treats its first render as the page's arrival and scrolls to the top, which threw a visitor who
 * had started to scroll the prerendered page (on a phone, the app needs a second or two) back to
 * the top. The position is read just before and put back just after, in the same commit, so
 * nothing is painted in between. Layout effects run in the order of the tree: capture first.
 */
export function PageScrollRestoration() {
  return (
    <>
      <CaptureScroll />
      <ScrollRestoration />
      <GiveScrollBack />
    </>
  );
}
