// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../test/render';
import { RatingStars, StarRow } from './RatingStars';

const overlay = (row: Element) => row.querySelector<HTMLElement>(':scope > span')!;

describe('RatingStars', () => {
  it('is one image named by its rating in the shop’s words, filled to the nearest half star', async () => {
    const { container } = await renderInShop(<RatingStars value={4.3} count={12} />);
    const image = screen.getByRole('img', { name: '4,3 von 5 Sternen' });
    expect(image).toHaveProperty('title', '4,3 von 5 Sternen');
    expect(overlay(image).style.width).toBe('90%');
    expect(container.textContent).toBe('(12)');
  });

  it('fills from the inline start in Arabic too, and stays within none to five stars', async () => {
    await renderInShop(<RatingStars value={2} />, { locale: 'ar-AE', path: '/ar-AE/' });
    expect(overlay(screen.getByRole('img')).style.width).toBe('40%');
    const { container } = render(
      <>
        <StarRow value={7} />
        <StarRow value={-1} />
      </>,
    );
    expect([...container.querySelectorAll(':scope > span')].map((row) => overlay(row).style.width)).toEqual(['100%', '0%']);
  });

  it('draws five stars with a handful of elements, not MUI Rating’s ~30 a product card (issue 16: a listing’s style and layout)', () => {
    const { container } = render(<StarRow value={3.5} />);
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(6);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    // Decorative rows (the rating filter's options) are hidden from assistive technology.
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[role="img"]')).toBeNull();
  });
});
