// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../test/fakeIntersectionObserver';
import { useScrolledPast } from './useScrolledPast';

function Probe({ onChange }: { onChange: (passed: boolean) => void }) {
  const target = useRef<HTMLDivElement>(null);
  useScrolledPast(target, onChange);
  return <div ref={target} data-testid="target" />;
}

describe('useScrolledPast', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('is passed only once the target has left the viewport upwards, not while in view or still below it', () => {
    const onChange = vi.fn();
    const { getByTestId, unmount } = render(<Probe onChange={onChange} />);
    expect(FakeIntersectionObserver.current?.target).toBe(getByTestId('target'));
    act(() => FakeIntersectionObserver.current!.report(900, false)); // below the fold
    act(() => FakeIntersectionObserver.current!.report(10, true)); // in view
    act(() => FakeIntersectionObserver.current!.report(-40, false)); // scrolled past
    act(() => FakeIntersectionObserver.current!.report(-10, true)); // back in view
    expect(onChange.mock.calls.map(([passed]) => passed)).toEqual([false, false, true, false]);
    const observer = FakeIntersectionObserver.current!;
    unmount();
    expect(observer.target).toBeNull();
  });

  it('never reads the scroll position or a bounding box: each read lays the page out there and then', () => {
    const scrollReads = vi.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { get: scrollReads, configurable: true });
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(<Probe onChange={() => undefined} />);
    window.dispatchEvent(new Event('scroll'));
    expect(scrollReads).not.toHaveBeenCalled();
    expect(rect).not.toHaveBeenCalled();
  });
});
