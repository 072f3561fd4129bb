/**
 * Taps on a prerendered page before the app has taken it over (its scripts are still on the way
 * over a barn's slow connection) would do nothing: the buttons have no handlers yet. A small
 * inline script in index.html holds them from the first paint; once the app has hydrated the
 * page they are replayed on the same elements. Links keep working natively and are not held.
 */
interface HeldInput {
  type: 'click' | 'submit';
  target: Element;
  submitter?: HTMLElement | null;
}

declare global {
  interface Window {
    __stallwerkHeldInput?: { held: HeldInput[]; stop: () => void };
  }
}

export interface EarlyInput {
  /** Replays the held taps and form submissions on the hydrated page. */
  replay: () => void;
  /** Stops holding without replaying (the page was rendered anew; the tapped nodes are gone). */
  drop: () => void;
}

function replayOne({ type, target, submitter }: HeldInput): void {
  if (!target.isConnected) return;
  if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit(submitter?.isConnected ? (submitter as HTMLButtonElement) : undefined);
  else if (target instanceof HTMLElement) target.click();
}

export function takeEarlyInput(early = window.__stallwerkHeldInput): EarlyInput {
  const finish = () => {
    early?.stop();
    return early?.held.splice(0) ?? [];
  };
  return {
    replay: () => finish().forEach(replayOne),
    drop: () => void finish(),
  };
}
