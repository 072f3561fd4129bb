// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { spreadPreloads } from './spreadPreloads';

describe('spreadPreloads without a document', () => {
  it('just runs the import: the build’s prerender runs the loaders that call it in Node', () => {
    let ran = false;
    const scheduled: Array<() => void> = [];
    spreadPreloads(
      () => {
        ran = true;
      },
      (task) => scheduled.push(task),
    );
    expect(ran).toBe(true);
    expect(scheduled).toHaveLength(0);
  });
});
