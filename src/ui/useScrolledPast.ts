import { useEffect, type RefObject } from 'react';

/**
 * Reports whether `target` has left the viewport upwards (the visitor scrolled past it), and again
 * whenever that changes. An IntersectionObserver, not a read of `scrollY` or of a bounding box: such
 * a read makes the browser lay out the page there and then, inside React's commit on mounting and on
 * every scroll event after it.
 */
export function useScrolledPast(target: RefObject<Element | null>, onChange: (passed: boolean) => void): void {
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => onChange(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, onChange]);
}
