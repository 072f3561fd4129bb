// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import { renderInShop } from '../../test/render';
import { ScrollToTop, SCROLL_BUTTON_THRESHOLD } from './ScrollToTop';

describe('ScrollToTop', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());

  it("appears only after 500 px, labelled 'An den Anfang scrollen', and scrolls smoothly", async () => {
    window.scrollTo = vi.fn() as never;
    await renderInShop(<ScrollToTop />);
    const hidden = await screen.findByTitle('An den Anfang scrollen');
    await waitFor(() => expect(FakeIntersectionObserver.current?.target).toBeTruthy());
    // The mark sits 500 px below the document's top.
    const mark = FakeIntersectionObserver.current!.target as HTMLElement;
    expect(mark.style.top).toBe(`${SCROLL_BUTTON_THRESHOLD}px`);
    expect(mark.parentElement).toBe(document.body);
    await act(async () => FakeIntersectionObserver.current!.report(0));
    expect(hidden.style.visibility).toBe('hidden');
    await act(async () => FakeIntersectionObserver.current!.report(-1));
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
    await waitFor(() => expect(FakeIntersectionObserver.current?.target).toBeTruthy());
    window.dispatchEvent(new Event('scroll'));
    expect(reads).not.toHaveBeenCalled();
  });
});
