/** Stage 3 of the entry (src/main.tsx): MUI's components the shell renders, evaluated with this stage's chunk. */
export { default as ButtonBase } from '@mui/material/ButtonBase';
