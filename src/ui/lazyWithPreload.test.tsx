import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload, preloadFirstPaintParts } from './lazyWithPreload';

function Part({ name }: { name: string }) {
  return <b>{name}</b>;
}

const page = (Lazy: React.ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<i>loading</i>}>
      <Lazy name="Suche" />
    </Suspense>,
  );

describe('lazyWithPreload', () => {
  it('suspends like React.lazy until loaded, and renders without suspending once preloaded', async () => {
    let loads = 0;
    const Lazy = lazyWithPreload(async () => {
      loads += 1;
      return { default: Part };
    });
    // renderToString cannot wait: a suspending part shows its fallback.
    expect(page(Lazy)).toContain('loading');
    await Lazy.preload();
    const Fresh = lazyWithPreload(async () => ({ default: Part }));
    await Fresh.preload();
    expect(page(Fresh)).toBe('<!--$--><b>Suche</b><!--/$-->');
    expect(loads).toBe(1);
  });

  it('loads the first-paint parts registered so far, and tries a failed load again', async () => {
    let attempts = 0;
    const Flaky = lazyWithPreload(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { default: Part };
      },
      { firstPaint: true },
    );
    await expect(preloadFirstPaintParts()).rejects.toThrow('offline');
    await preloadFirstPaintParts();
    expect(attempts).toBe(2);
    expect(page(Flaky)).toBe('<!--$--><b>Suche</b><!--/$-->');
  });
});
