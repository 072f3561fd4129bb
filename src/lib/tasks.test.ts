import { describe, expect, it } from 'vitest';
import { afterModuleEvaluation, inNextTask, nextTask } from './tasks';

describe('tasks', () => {
  it('nextTask resolves after the microtasks queued before and after it: a task of its own', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('task'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve().then(() => order.push('promise'));
    await waited;
    expect(order).toEqual(['microtask', 'promise', 'task']);
  });

  it('inNextTask runs the work later, never in the caller’s task', async () => {
    let ran = false;
    inNextTask(() => {
      ran = true;
    });
    expect(ran).toBe(false);
    await nextTask();
    expect(ran).toBe(true);
  });

  it('afterModuleEvaluation runs the work after the caller’s synchronous code, before the next task', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('task'));
    afterModuleEvaluation(() => order.push('after evaluation'));
    order.push('evaluation');
    await task;
    expect(order).toEqual(['evaluation', 'after evaluation', 'task']);
  });
});
