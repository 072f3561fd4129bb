import { describe, expect, it } from 'vitest';
import { visibilityDisplay } from './visibility';

describe('visibilityDisplay', () => {
  it('adds nothing when visible everywhere', () => {
    expect(visibilityDisplay({ mobile: true, tablet: true, desktop: true })).toBeUndefined();
  });
  it('hides per breakpoint', () => {
    expect(visibilityDisplay({ mobile: false, tablet: false, desktop: true })).toEqual({ xs: 'none', sm: 'none', lg: 'block' });
    expect(visibilityDisplay({ mobile: true, tablet: false, desktop: false }, 'grid')).toEqual({ xs: 'grid', sm: 'none', lg: 'none' });
  });
});
