/**
 * jsdom has no IntersectionObserver: this one reports what a test says its target does. Install it
 * with `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`; the last one created is
 * `FakeIntersectionObserver.current`.
 */
export class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  target: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = null;
  }
  /** The target at `top` px from the viewport's top; `visible` when any of it is in view (by default: top ≥ 0). */
  report(top: number, visible = top >= 0) {
    this.callback([{ isIntersecting: visible, boundingClientRect: { top } } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
