/**
 * React streams a Suspense boundary that was still waiting when the shell was written as a
 * placeholder, its content in a hidden element and an inline script that swaps them. The build
 * waited for everything, so it makes the swaps itself: the page paints without scripts (and
 * without inline scripts, which the content security policy does not allow).
 */
export function inlineCompletedBoundaries(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  const swaps = [...root.querySelectorAll('script')].flatMap((script) => {
    script.remove();
    return [...(script.textContent ?? '').matchAll(/\$RC\("([^"]+)","([^"]+)"\)/g)].map((m) => [m[1], m[2]] as const);
  });
  for (const [boundaryId, segmentId] of swaps) {
    const segment = root.querySelector(`[id="${segmentId}"]`);
    const placeholder = root.querySelector(`template[id="${boundaryId}"]`);
    const start = placeholder?.previousSibling;
    if (!segment || !placeholder || start?.nodeType !== Node.COMMENT_NODE) throw new Error(`Suspense boundary ${boundaryId} has no placeholder`);
    segment.remove();
    // Everything between the boundary's start and its end comment is the fallback.
    let node = start.nextSibling;
    let depth = 0;
    while (node) {
      if (node.nodeType === Node.COMMENT_NODE) {
        const data = (node as Comment).data;
        if (data === '/$') {
          if (depth === 0) break;
          depth -= 1;
        } else if (data === '$' || data === '$?' || data === '$!') depth += 1;
      }
      const next: ChildNode | null = node.nextSibling;
      node.remove();
      node = next;
    }
    while (segment.firstChild) start.parentNode!.insertBefore(segment.firstChild, node);
    (start as Comment).data = '$';
  }
  if (root.querySelector('template[id^="B:"], [hidden][id^="S:"]')) throw new Error('A Suspense boundary was left unresolved');
  return root.innerHTML;
}
