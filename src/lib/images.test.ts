import { describe, expect, it } from 'vitest';
import { imageSrcSet, sizedImageUrl, targetImageWidth } from './images';

describe('targetImageWidth', () => {
  it('defaults to 800', () => {
    expect(targetImageWidth()).toBe(800);
  });
  it('rounds up to the next 100', () => {
    expect(targetImageWidth(801)).toBe(900);
    expect(targetImageWidth(350)).toBe(400);
    expect(targetImageWidth(400)).toBe(400);
  });
  it('caps at 1900 only when the source is wider than 1920', () => {
    expect(targetImageWidth(2400, 3000)).toBe(1900);
    expect(targetImageWidth(2400, 1920)).toBe(2400);
    expect(targetImageWidth(1850, 2500)).toBe(1900);
  });
});

describe('sizedImageUrl', () => {
  const image = {
    url: '/media/p/a.webp',
    width: 2400,
    thumbnails: [
      { url: '/media/p/a-400.webp', width: 400 },
      { url: '/media/p/a-1920.webp', width: 1920 },
      { url: '/media/p/a-800.webp', width: 800 },
    ],
  };
  it('takes the smallest thumbnail covering the target width', () => {
    expect(sizedImageUrl(image)).toBe('/media/p/a-800.webp');
    expect(sizedImageUrl(image, 300)).toBe('/media/p/a-400.webp');
    expect(sizedImageUrl(image, 1000)).toBe('/media/p/a-1920.webp');
  });
  it('falls back to the original', () => {
    expect(sizedImageUrl({ url: '/media/x.png' }, 500)).toBe('/media/x.png');
  });
  it('builds a sorted srcset including the original', () => {
    expect(imageSrcSet(image)).toBe('/media/p/a-400.webp 400w, /media/p/a-800.webp 800w, /media/p/a-1920.webp 1920w, /media/p/a.webp 2400w');
  });
});
