// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render';
import { ScrollToTop, SCROLL_BUTTON_THRESHOLD } from './ScrollToTop';

/** jsdom has no IntersectionObserver: this one reports what the test says the mark does. */
class FakeObserver {
  static current: FakeObserver | null = null;
  target: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = null;
  }
  /** The mark at `top` px from the viewport's top (the document scrolled by 500 - top). */
  report(top: number) {
    const entry = { isIntersecting: top >= 0, boundingClientRect: { top } } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

describe('ScrollToTop', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it("appears only after 500 px, labelled 'An den Anfang scrollen', and scrolls smoothly", async () => {
    window.scrollTo = vi.fn() as never;
    await renderInShop(<ScrollToTop />);
    const hidden = await screen.findByTitle('An den Anfang scrollen');
    await waitFor(() => expect(FakeObserver.current?.target).toBeTruthy());
    // The mark sits 500 px below the document's top.
    const mark = FakeObserver.current!.target as HTMLElement;
    expect(mark.style.top).toBe(`${SCROLL_BUTTON_THRESHOLD}px`);
    expect(mark.parentElement).toBe(document.body);
    await act(async () => FakeObserver.current!.report(0));
    expect(hidden.style.visibility).toBe('hidden');
    await act(async () => FakeObserver.current!.report(-1));
    await waitFor(() => expect(hidden.style.visibility).not.toBe('hidden'));
    const button = screen.getByRole('button', { name: 'An den Anfang scrollen' });
    fireEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('never reads the scroll position: a read while the page is not laid out makes the browser lay it out there and then', async () => {
    const reads = vi.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { get: reads, configurable: true });
    await renderInShop(<ScrollToTop />);
    await screen.findByTitle('An den Anfang scrollen');
    await waitFor(() => expect(FakeObserver.current?.target).toBeTruthy());
    window.dispatchEvent(new Event('scroll'));
    expect(reads).not.toHaveBeenCalled();
  });
});
