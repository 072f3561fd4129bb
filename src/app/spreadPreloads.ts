import { inNextTask, type Schedule } from '../lib/tasks';

/** How many preload links one task adds (a phone spends about a millisecond on each). */
const LINKS_PER_TASK = 8;

/**
 * Runs `start` (something that imports a lazy chunk) and adds the preload links it asks for a few
 * per task instead of all at once. Importing a listing's page chunk makes Vite's preload helper
 * add a modulepreload link for each of the ~50 chunks it needs, synchronously: one task of tens
 * of milliseconds on a phone, right while the prerendered page waits for its first tap. The
 * import itself starts at once, and the helper remembers every chunk it has asked for, so a
 * later import of the same page adds nothing twice.
 */
export function spreadPreloads(start: () => void, schedule: Schedule = inNextTask): void {
  const head = document.head;
  const held: Node[] = [];
  head.appendChild = function <T extends Node>(node: T): T {
    if (node instanceof HTMLLinkElement) held.push(node);
    else Node.prototype.appendChild.call(head, node);
    return node;
  };
  try {
    start();
  } finally {
    // Back to the prototype's method (the override was an own property of <head>).
    delete (head as Partial<Pick<HTMLHeadElement, 'appendChild'>>).appendChild;
  }
  const addSome = () => {
    for (const link of held.splice(0, LINKS_PER_TASK)) head.appendChild(link);
    if (held.length) schedule(addSome);
  };
  if (held.length) schedule(addSome);
}
