// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { spreadPreloads } from './spreadPreloads';

function preloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  return link;
}

const linkCount = () => document.head.querySelectorAll('link').length;

describe('spreadPreloads', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds the preload links a page import asks for a few per task, not in the import’s own task', () => {
    const tasks: Array<() => void> = [];
    let importStarted = false;
    spreadPreloads(
      () => {
        // What Vite's preload helper does for a page chunk with 20 dependencies, then the import.
        for (let i = 0; i < 20; i++) document.head.appendChild(preloadLink(`/assets/chunk-${i}.js`));
        importStarted = true;
      },
      (next) => tasks.push(next),
    );
    expect(importStarted).toBe(true);
    expect(linkCount()).toBe(0);
    const perTask: number[] = [];
    while (tasks.length) {
      const before = linkCount();
      tasks.shift()!();
      perTask.push(linkCount() - before);
    }
    expect(perTask).toEqual([8, 8, 4]);
    // In the order they were asked for.
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`));
  });

  it('lets anything that is not a link through at once and leaves <head> as it was', () => {
    const tasks: Array<() => void> = [];
    spreadPreloads(
      () => {
        document.head.appendChild(document.createElement('style'));
        document.head.appendChild(preloadLink('/assets/a.js'));
      },
      (next) => tasks.push(next),
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(Object.prototype.hasOwnProperty.call(document.head, 'appendChild')).toBe(false);
    document.head.appendChild(preloadLink('/assets/b.js'));
    expect(linkCount()).toBe(1);
    tasks.shift()!();
    expect(linkCount()).toBe(2);
    expect(tasks).toHaveLength(0);
  });

  it('restores <head> when the import throws, and schedules nothing without links', () => {
    const tasks: Array<() => void> = [];
    expect(() =>
      spreadPreloads(
        () => {
          throw new Error('no chunk');
        },
        (next) => tasks.push(next),
      ),
    ).toThrow('no chunk');
    expect(Object.prototype.hasOwnProperty.call(document.head, 'appendChild')).toBe(false);
    expect(tasks).toHaveLength(0);
  });
});
