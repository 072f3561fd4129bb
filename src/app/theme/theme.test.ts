import { describe, expect, it } from 'vitest';
import { BRAND, createAppTheme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
};

describe('theme', () => {
  // axe flagged the currency and country labels while they waited for the session (MUI's disabled grey).
  it('keeps a disabled field label readable (≥ 4.5:1 on white and on the straw top bar)', () => {
    const overrides = createAppTheme('ltr').components?.MuiFormLabel?.styleOverrides?.root as Record<string, { color: string }>;
    const color = overrides['&.Mui-disabled'].color;
    expect(contrast(color, BRAND.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color, BRAND.straw)).toBeGreaterThanOrEqual(4.5);
  });
});
