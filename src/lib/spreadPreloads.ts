import { inNextTask, type Schedule } from './tasks';

/**
 * How many preload links one task adds: each costs 0.2-6 ms on this machine (a fetch to start, a
 * request to prioritise; a listing asks for 68), so eight made tasks of 5-15 ms.
 */
const LINKS_PER_TASK = 4;

const held: Node[] = [];
let adding = false;
/** Windows open now: <head> has its own `appendChild` while there is one. */
let open = 0;

const append = (node: Node) => Node.prototype.appendChild.call(document.head, node);

function holdLinks(schedule: Schedule): void {
  const addSome = () => {
    for (const link of held.splice(0, LINKS_PER_TASK)) append(link);
    adding = held.length > 0;
    if (adding) schedule(addSome);
  };
  document.head.appendChild = function <T extends Node>(node: T): T {
    if (!(node instanceof HTMLLinkElement)) return append(node) as T;
    held.push(node);
    if (!adding) {
      adding = true;
      schedule(addSome);
    }
    return node;
  };
}

/**
 * Runs `start` (something that imports lazy chunks) and adds the preload links it asks for a few
 * per task instead of all at once. Importing a listing's page chunk makes Vite's preload helper
 * add a modulepreload link for each of the ~50 chunks it needs, synchronously: one task of tens
 * of milliseconds on a phone, right while the prerendered page waits for its first tap. The
 * import itself starts at once, and the helper remembers every chunk it has asked for, so a
 * later import of the same page adds nothing twice.
 *
 * The links are caught until the end of the current task, not only while `start` runs: the
 * router asks for the page's chunk in a promise callback after its route discovery, so a
 * synchronous window missed every link and they went in as one 35 ms task (4× slowdown: 140 ms).
 * Windows may overlap; the links of all of them share one queue, in the order they were asked for.
 */
export function spreadPreloads(start: () => void, schedule: Schedule = inNextTask): void {
  // The build's prerender runs loaders without a document (and without preload links).
  if (typeof document === 'undefined') return start();
  if (open++ === 0) holdLinks(schedule);
  // The next task runs before any addition scheduled from here on.
  schedule(() => {
    // Back to the prototype's method once the last window has closed.
    if (--open === 0) delete (document.head as Partial<Pick<HTMLHeadElement, 'appendChild'>>).appendChild;
  });
  start();
}
