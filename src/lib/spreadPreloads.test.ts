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
const overridden = () => Object.prototype.hasOwnProperty.call(document.head, 'appendChild');

/** Runs the scheduled tasks in order; how many links each one added. */
function runTasks(tasks: Array<() => void>): number[] {
  const perTask: number[] = [];
  while (tasks.length) {
    const before = linkCount();
    tasks.shift()!();
    perTask.push(linkCount() - before);
  }
  return perTask;
}

/** What Vite's preload helper does for a page chunk with `n` dependencies, before the import. */
function askForChunks(n: number): void {
  for (let i = 0; i < n; i++) document.head.appendChild(preloadLink(`/assets/chunk-${i}.js`));
}

describe('spreadPreloads', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds the preload links a page import asks for a few per task, not in the import’s own task', () => {
    const tasks: Array<() => void> = [];
    let importStarted = false;
    spreadPreloads(
      () => {
        askForChunks(20);
        importStarted = true;
      },
      (next) => tasks.push(next),
    );
    expect(importStarted).toBe(true);
    expect(linkCount()).toBe(0);
    // The first task gives <head> its own method back; the links follow, four at a time.
    expect(runTasks(tasks)).toEqual([0, 4, 4, 4, 4, 4]);
    expect(overridden()).toBe(false);
    // In the order they were asked for.
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`));
  });

  it('also spreads the links asked for later in the same task (the router imports the page after an await)', async () => {
    const tasks: Array<() => void> = [];
    let asked!: Promise<void>;
    spreadPreloads(
      () => {
        asked = Promise.resolve()
          .then(() => undefined)
          .then(() => askForChunks(12));
      },
      (next) => tasks.push(next),
    );
    await asked;
    expect(linkCount()).toBe(0);
    expect(runTasks(tasks)).toEqual([0, 4, 4, 4]);
  });

  it('shares one queue between overlapping windows and keeps catching links until the last one closes', () => {
    const tasks: Array<() => void> = [];
    const schedule = (next: () => void) => tasks.push(next);
    spreadPreloads(() => askForChunks(6), schedule);
    // A second window opened in the same task (the first page's lazy parts next to the router).
    spreadPreloads(() => {
      for (let i = 6; i < 10; i++) document.head.appendChild(preloadLink(`/assets/chunk-${i}.js`));
    }, schedule);
    expect(linkCount()).toBe(0);
    tasks.shift()!(); // the first window closes
    expect(overridden()).toBe(true);
    document.head.appendChild(preloadLink('/assets/chunk-10.js'));
    // Four links, then the second window closes, then the rest.
    expect(runTasks(tasks)).toEqual([4, 0, 4, 3]);
    expect(overridden()).toBe(false);
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(Array.from({ length: 11 }, (_, i) => `/assets/chunk-${i}.js`));
  });

  it('lets anything that is not a link through at once and leaves <head> as it was in the next task', () => {
    const tasks: Array<() => void> = [];
    spreadPreloads(
      () => {
        document.head.appendChild(document.createElement('style'));
        document.head.appendChild(preloadLink('/assets/a.js'));
      },
      (next) => tasks.push(next),
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(linkCount()).toBe(0);
    tasks.shift()!();
    expect(overridden()).toBe(false);
    document.head.appendChild(preloadLink('/assets/b.js'));
    expect(linkCount()).toBe(1);
    tasks.shift()!();
    expect(linkCount()).toBe(2);
    expect(tasks).toHaveLength(0);
  });

  it('restores <head> when the import throws, and adds nothing without links', () => {
    const tasks: Array<() => void> = [];
    expect(() =>
      spreadPreloads(
        () => {
          throw new Error('no chunk');
        },
        (next) => tasks.push(next),
      ),
    ).toThrow('no chunk');
    expect(runTasks(tasks)).toEqual([0]);
    expect(overridden()).toBe(false);
  });
});
