/**
 * Taps on a prerendered page before the app has taken it over (its scripts are still on the way
 * over a barn's slow connection) would do nothing: the buttons have no handlers yet. A small
 * inline script in index.html holds them from the first paint. Once the app has hydrated the
 * page they are replayed on the same elements; when it rendered the page anew (a signed-in
 * customer: other prices), on the elements of the new page that match them, together with text
 * typed meanwhile. Links keep working natively and are not held.
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
  /**
   * Called before the app renders the page in `container` anew: notes the page's controls and
   * the focus. The returned function, called once the new page has committed, moves the text typed
   * meanwhile, the focus and the held taps to their counterparts in the new page.
   */
  renderAnew: (container: Element) => () => void;
  /** Stops holding without replaying. */
  drop: () => void;
}

function replayOne({ type, target, submitter }: HeldInput): void {
  if (!target.isConnected) return;
  if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit(submitter?.isConnected ? (submitter as HTMLButtonElement) : undefined);
  else if (target instanceof HTMLElement) target.click();
}

const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** What a visitor can tap, type into or submit (index.html holds taps on the first group). */
const CONTROLS = 'button,[role=button],[role=tab],[role=checkbox],[role=radio],[role=switch],summary,input,textarea,select,form';

function labelOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return text(label);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => text(element.ownerDocument.getElementById(id)?.textContent))
      .join(' ');
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
    return text([...(element.labels ?? [])].map((l) => l.textContent).join(' ') || element.getAttribute('placeholder'));
  }
  // A form's text is all its fields' labels: its action tells it apart.
  if (element instanceof HTMLFormElement) return text(element.getAttribute('action'));
  return text(element.textContent);
}

/**
 * What makes two controls the same for a visitor, across two renders whose generated ids differ:
 * the element, its role, type and name, and what it says. Read while the control is in the
 * document (its labels are found there).
 */
export function controlKey(element: Element): string {
  return [element.localName, element.getAttribute('role'), element.getAttribute('type'), element.getAttribute('name'), labelOf(element)].join('|');
}

/** The page's controls and their keys, in document order. */
export function noteControls(container: Element): Map<Element, string> {
  return new Map([...container.querySelectorAll(CONTROLS)].map((el) => [el, controlKey(el)]));
}

/**
 * The element of the new page that is `element` of the previous one: the one at the same place
 * among the controls with its key, when both pages have the same number of them (a page with more
 * or fewer, a cart button that now says something else: none, and the tap is dropped).
 */
export function counterpart(element: Element, before: Map<Element, string>, after: Map<Element, string>): Element | null {
  const key = before.get(element);
  if (key === undefined) return null;
  const withKey = (controls: Map<Element, string>) => [...controls].filter(([, k]) => k === key).map(([el]) => el);
  const previous = withKey(before);
  const next = withKey(after);
  return previous.length === next.length ? next[previous.indexOf(element)] : null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const TYPED = new Set(['', 'text', 'search', 'email', 'tel', 'number', 'password', 'url']);
const isTextField = (el: Element | null): el is TextField => el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TYPED.has(el.getAttribute('type') ?? ''));

/** Sets a field's value so that React sees it (its value tracker ignores a plain assignment). */
function typeInto(field: TextField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function takeEarlyInput(early = window.__stallwerkHeldInput): EarlyInput {
  const finish = () => {
    early?.stop();
    return early?.held.splice(0) ?? [];
  };
  return {
    replay: () => finish().forEach(replayOne),
    renderAnew: (container) => {
      const before = noteControls(container);
      let focused = container.contains(document.activeElement) ? document.activeElement : null;
      const track = (event: Event) => {
        if (before.has(event.target as Element)) focused = event.target as Element;
      };
      container.addEventListener('focusin', track);
      // The new page's own buttons work from its commit on, even if the page never reports ready
      // (an error page): holding stops when the prerendered nodes go; what was held waits here.
      // (Emotion moving the page's style tags to the head is not that.)
      const committed = new MutationObserver((records) => {
        if (!records.some((r) => [...r.removedNodes].some((node) => !(node instanceof HTMLStyleElement)))) return;
        committed.disconnect();
        early?.stop();
      });
      committed.observe(container, { childList: true });
      return () => {
        committed.disconnect();
        container.removeEventListener('focusin', track);
        const held = finish();
        const after = noteControls(container);
        for (const [field] of before) {
          if (!isTextField(field) || field.value === field.defaultValue) continue;
          const next = counterpart(field, before, after);
          if (isTextField(next) && next.value === next.defaultValue) typeInto(next, field.value);
        }
        const focus = focused && !focused.isConnected ? counterpart(focused, before, after) : null;
        if (focus instanceof HTMLElement) focus.focus({ preventScroll: true });
        for (const input of held) {
          // A tap on the new page before this ran is its own.
          const target = input.target.isConnected ? input.target : counterpart(input.target, before, after);
          const submitter = input.submitter?.isConnected ? input.submitter : input.submitter ? counterpart(input.submitter, before, after) : null;
          if (target) replayOne({ type: input.type, target, submitter: submitter as HTMLElement | null });
        }
      };
    },
    drop: () => void finish(),
  };
}
