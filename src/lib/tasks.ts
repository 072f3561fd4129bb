/**
 * The start-up's way of giving the main thread back: work in a task of its own, so the browser
 * can paint and answer input in between (a phone's long tasks are what Lighthouse counts as TBT).
 * A macrotask, not a microtask: `queueMicrotask` and promises would run before the browser gets
 * the thread back.
 */
export type Schedule = (task: () => void) => void;

/** Runs `task` in a task of its own. */
export const inNextTask: Schedule = (task) => {
  setTimeout(task, 0);
};

/** Resolves in a task of its own. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}

/**
 * Runs `work` right after the calling module has evaluated (a microtask: before any task, so
 * before anything can use what the module exports). For module set-up that reads a cookie or sets
 * a timer: with DevTools' Runtime domain on or under its trace (Lighthouse), those record the whole
 * stack, and with a chunk's top-level code on it V8 parses the whole chunk again.
 */
export function afterModuleEvaluation(work: () => void): void {
  queueMicrotask(work);
}
