import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImageView } from '../api';
import { ResponsiveImage } from './ResponsiveImage';

const image: ImageView = {
  url: '/media/closeup.webp',
  alt: 'Nahaufnahme',
  width: 1600,
  height: 1600,
  thumbnails: [200, 400, 800].map((w) => ({ url: `/media/thumbnails/closeup_${w}x${w}.webp`, width: w, height: w })),
};

const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe('ResponsiveImage', () => {
  it('tells the browser the width the layout shows it at, so a small image gets a small thumbnail', () => {
    // Without sizes the browser assumes the viewport's width: a phone fetched 800 px for a 72 px button.
    const html = renderToString(<ResponsiveImage image={image} width={150} />);
    expect(attribute(html, 'sizes')).toBe('150px');
    expect(attribute(html, 'srcSet') ?? attribute(html, 'srcset')).toContain('closeup_200x200.webp 200w');
    expect(attribute(html, 'loading')).toBe('lazy');
  });

  it('keeps the sizes it is given, and loads a priority image eagerly at high priority', () => {
    const html = renderToString(<ResponsiveImage image={image} width={900} sizes="(max-width: 900px) 100vw, 50vw" priority />);
    expect(attribute(html, 'sizes')).toBe('(max-width: 900px) 100vw, 50vw');
    expect(attribute(html, 'loading')).toBe('eager');
    expect(attribute(html, 'fetchPriority') ?? attribute(html, 'fetchpriority')).toBe('high');
  });
});
