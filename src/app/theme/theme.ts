import { createTheme, type Theme } from '@mui/material/styles';
import { LinkBehavior } from './LinkBehavior';

/** Calm, high-contrast palette for a phone in a bright barn; every text pair ≥ 7:1 (AAA). */
export const BRAND = {
  forest: '#24472b',
  forestLight: '#3b6b44',
  straw: '#f3e7c4',
  strawDark: '#7a4f0b',
  paper: '#ffffff',
  page: '#f6f4ee',
  ink: '#17181a',
  inkSoft: '#3f4246',
} as const;

/**
 * system-ui is the platform's own UI font everywhere we support (San Francisco, Segoe UI, Roboto,
 * Noto Sans or Cantarell on Linux); the families after it are only looked up for a character it
 * lacks, each absent one a synchronous round trip to the font service during layout on Linux. So no
 * platform-specific names (-apple-system, "Segoe UI", Roboto, Arial…): the Noto pair covers Latin and
 * Arabic where system-ui is a Noto font and lacks Arabic, and sans-serif ends the walk.
 */
export const SYSTEM_FONT = 'system-ui, "Noto Sans", "Noto Sans Arabic", sans-serif';

/** The shop theme; `direction` flips to RTL for ar-AE. */
export function createAppTheme(direction: 'ltr' | 'rtl'): Theme {
  return createTheme({
    direction,
    palette: {
      primary: { main: BRAND.forest, light: BRAND.forestLight, contrastText: '#ffffff' },
      secondary: { main: BRAND.strawDark, contrastText: '#ffffff' },
      background: { default: BRAND.page, paper: BRAND.paper },
      text: { primary: BRAND.ink, secondary: BRAND.inkSoft },
      error: { main: '#a4161a' },
      success: { main: '#1e6b2e' },
      warning: { main: '#8a4b00' },
      info: { main: '#1d4f91' },
      divider: 'rgba(23, 24, 26, 0.16)',
    },
    shape: { borderRadius: 10 },
    // One type scale (12, 14, 15, 16, 18, 20, 24, 32, 40 px, and the two clamped headings) in three
    // weights (400, 600, 700). Every size × weight a page uses is a font the browser must look up
    // and measure before its first layout; the pages used about twenty of them, many a pixel apart
    // (MUI scales its own sizes by fontSize / 14, so 15 gave 12.86, 13.93, 16.07 px…).
    typography: {
      fontFamily: SYSTEM_FONT,
      fontSize: 14,
      fontWeightMedium: 600,
      h1: { fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h2: { fontSize: 'clamp(1.4rem, 1.2rem + 1vw, 1.9rem)', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
      h4: { fontSize: '1.125rem', fontWeight: 700 },
      h5: { fontSize: '1rem', fontWeight: 700 },
      h6: { fontSize: '1rem', fontWeight: 700 },
      body1: { fontSize: '1rem', lineHeight: 1.6 },
      body2: { fontSize: '0.9375rem', lineHeight: 1.55 },
      button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
    },
    components: {
      MuiLink: { defaultProps: { component: LinkBehavior, underline: 'hover' } },
      MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { minHeight: 48, paddingInline: 20 }, sizeSmall: { minHeight: 40, fontSize: '0.875rem' }, sizeLarge: { fontSize: '1rem' } },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: 48, minHeight: 48 } } },
      MuiListItemButton: { styleOverrides: { root: { minHeight: 48 } } },
      MuiMenuItem: { styleOverrides: { root: { minHeight: 48 } } },
      MuiTab: { styleOverrides: { root: { minHeight: 48, textTransform: 'none', fontWeight: 600 } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600, fontSize: '0.875rem' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: 'rgba(23, 24, 26, 0.14)' } } },
      MuiOutlinedInput: { styleOverrides: { root: { minHeight: 48, backgroundColor: '#fff' } } },
      // Each InputBase would mount an emotion <Global> of its own for two autofill keyframes: a new
      // style tag and sheet per field (three on a product page), each a restyle while the app
      // starts. The keyframes are in the baseline below, once; the animations that let InputBase
      // notice the browser's autofill (its label moves up) are the ones MUI sets itself.
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: { animationName: 'mui-auto-fill-cancel', animationDuration: '10ms', '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' } },
        },
      },
      // A field waiting for its data (the currency and country switchers before the session loads) is
      // disabled for a moment, but its name must stay readable: MUI's disabled grey is 2.7:1 on white.
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-disabled': { color: BRAND.inkSoft } } } },
      MuiCheckbox: { styleOverrides: { root: { padding: 12 } } },
      MuiRadio: { styleOverrides: { root: { padding: 12 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // MUI sets these two in weight 500 of its own; the scale has 400, 600 and 700 (see typography).
      MuiSlider: { styleOverrides: { valueLabel: { fontWeight: 600 } } },
      MuiStepLabel: { styleOverrides: { label: { '&.Mui-active, &.Mui-completed': { fontWeight: 600 } } } },
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `3px solid ${BRAND.strawDark}`, outlineOffset: 2 },
          'html, body': { scrollBehavior: 'smooth' },
          // Chromium gives form controls a font of its own (Arial on Linux, where it is absent and
          // looked up through fontconfig during the first layout); MUI's icon buttons keep it.
          'button, input, select, textarea': { fontFamily: 'inherit' },
          '@media (prefers-reduced-motion: reduce)': { 'html, body': { scrollBehavior: 'auto' } },
          // InputBase's autofill keyframes (see MuiInputBase): not empty, or emotion drops them.
          '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
          '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
        },
      },
    },
  });
}
