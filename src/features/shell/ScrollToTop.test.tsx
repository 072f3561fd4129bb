// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render';
import { ScrollToTop, SCROLL_BUTTON_THRESHOLD } from './ScrollToTop';

const scrollTo = (y: number) =>
  act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('ScrollToTop', () => {
  it("appears only after 500 px, labelled 'An den Anfang scrollen', and scrolls smoothly", async () => {
    window.scrollTo = vi.fn() as never;
    await renderInShop(<ScrollToTop />);
    const hidden = await screen.findByTitle('An den Anfang scrollen');
    await scrollTo(SCROLL_BUTTON_THRESHOLD);
    expect(hidden.style.visibility).toBe('hidden');
    await scrollTo(SCROLL_BUTTON_THRESHOLD + 1);
    await waitFor(() => expect(hidden.style.visibility).not.toBe('hidden'));
    const button = screen.getByRole('button', { name: 'An den Anfang scrollen' });
    fireEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
