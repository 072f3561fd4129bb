// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlKey, counterpart, noteControls, takeEarlyInput } from './earlyInput';

/** A product page's controls as the build rendered them for a guest, or as the app renders them for a customer. */
function page(price: string, { extraHeart = false } = {}): string {
  return `
    <header><button aria-label="Menü öffnen">≡</button><form action="/search" role="search"><input type="search" name="search" aria-label="Suche"><button type="submit">Suchen</button></form></header>
    <main>
      <h1>Miscanthus-Pellets</h1>
      <p>${price}</p>
      <button aria-label="Merken: Miscanthus-Pellets">♡</button>
      ${extraHeart ? '<button aria-label="Merken: Strohpellets">♡</button>' : ''}
      <label for=":r${price.length}:">Menge</label><input id=":r${price.length}:" type="number" value="1">
      <button type="button">In den Warenkorb</button>
      <section><button type="button">In den Warenkorb</button></section>
    </main>`;
}

function held(): { held: Array<{ type: 'click' | 'submit'; target: Element; submitter?: HTMLElement | null }>; stop: () => void } {
  return { held: [], stop: vi.fn() };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('controls across two renders of a page', () => {
  it('are the same when element, role, type, name and what they say are (generated ids differ)', () => {
    document.body.innerHTML = `<div id="a">${page('13,59 €')}</div><div id="b">${page('11,42 € zzgl. MwSt.')}</div>`;
    const [a, b] = ['#a', '#b'].map((s) => document.querySelector(s)!);
    expect(controlKey(a.querySelector('input[type=number]')!)).toBe(controlKey(b.querySelector('input[type=number]')!));
    expect(controlKey(a.querySelector('main button')!)).toBe('button||||Merken: Miscanthus-Pellets');
    const before = noteControls(a);
    const after = noteControls(b);
    // The second "In den Warenkorb" is the second one of the new page.
    const [, second] = a.querySelectorAll('main button[type=button]');
    expect(counterpart(second, before, after)).toBe(b.querySelectorAll('main button[type=button]')[1]);
    expect(counterpart(a.querySelector('form')!, before, after)).toBe(b.querySelector('form'));
  });

  it('have none when the new page has more or fewer of that kind, or the element was not on the page', () => {
    document.body.innerHTML = `<div id="a">${page('13,59 €')}</div><div id="b">${page('13,59 €', { extraHeart: true })}</div>`;
    const [a, b] = ['#a', '#b'].map((s) => document.querySelector(s)!);
    const before = noteControls(a);
    const after = noteControls(b);
    // Another heart: still one with this product's name.
    expect(counterpart(a.querySelector('main button')!, before, after)).toBe(b.querySelector('main button'));
    b.querySelector('section')!.remove();
    expect(counterpart(a.querySelector('section button')!, before, noteControls(b))).toBeNull();
    expect(counterpart(document.createElement('button'), before, after)).toBeNull();
  });
});

describe('a prerendered page the app renders anew', () => {
  it('hands the held taps, the typed text and the focus to the new page’s controls', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = page('13,59 €');
    const early = held();
    const input = takeEarlyInput(early);
    const carryOver = input.renderAnew(container);
    // Before the app: the visitor types a search, taps the second cart button, then the quantity.
    const search = container.querySelector<HTMLInputElement>('input[type=search]')!;
    search.value = 'stroh';
    early.held.push({ type: 'click', target: container.querySelectorAll('main button[type=button]')[1] });
    container.querySelector<HTMLInputElement>('input[type=number]')!.focus();

    // The app's render replaces the nodes.
    container.innerHTML = page('11,42 €');
    const clicks: string[] = [];
    container.querySelectorAll('button').forEach((b, i) => b.addEventListener('click', () => clicks.push(`${i}:${b.textContent}`)));
    const typed = vi.fn();
    container.querySelector('input[type=search]')!.addEventListener('input', typed);
    carryOver();

    expect(early.stop).toHaveBeenCalled();
    expect(clicks).toEqual(['4:In den Warenkorb']);
    expect(container.querySelector<HTMLInputElement>('input[type=search]')!.value).toBe('stroh');
    expect(typed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(container.querySelector('input[type=number]'));
    expect(early.held).toEqual([]);
  });

  it('stops holding taps when the new page commits, so its buttons work even if it never reports ready', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = page('13,59 €');
    const early = held();
    takeEarlyInput(early).renderAnew(container);
    const style = container.insertBefore(document.createElement('style'), container.firstChild);
    await Promise.resolve();
    // Emotion takes the page's style tags to the head before the app renders: still holding.
    style.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(early.stop).not.toHaveBeenCalled();
    container.innerHTML = page('11,42 €');
    await vi.waitFor(() => expect(early.stop).toHaveBeenCalled());
  });

  it('replays a tap on the new page itself, and drops one whose control is gone', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = page('13,59 €');
    const early = held();
    const carryOver = takeEarlyInput(early).renderAnew(container);
    early.held.push({ type: 'click', target: container.querySelector('section button')! });
    container.innerHTML = page('11,42 €');
    container.querySelector('section')!.remove();
    const menu = container.querySelector<HTMLButtonElement>('header button')!;
    const menuClicks = vi.fn();
    menu.addEventListener('click', menuClicks);
    early.held.push({ type: 'click', target: menu });
    const cart = vi.fn();
    container.querySelector('main button[type=button]')!.addEventListener('click', cart);
    carryOver();
    expect(menuClicks).toHaveBeenCalledTimes(1);
    expect(cart).not.toHaveBeenCalled();
  });
});
