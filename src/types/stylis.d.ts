// stylis ships no types; emotion only needs the prefixer middleware (and stylis-plugin-rtl its Middleware type).
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}
