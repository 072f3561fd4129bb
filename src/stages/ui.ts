/** Stage 2 of the entry (src/main.tsx): emotion and MUI's styling engine, evaluated with this stage's chunk. */
export { createTheme, ThemeProvider } from '@mui/material/styles';
export { CacheProvider } from '@emotion/react';
