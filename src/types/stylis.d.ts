// stylis ships no types; emotion needs the middleware shape (stylis-plugin-rtl its Middleware type),
// src/app/theme/emotionCaches.ts the declaration constant and, in its test, the serializer.
declare module 'stylis' {
  import type { StylisElement, StylisPlugin } from '@emotion/cache';
  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
  export const DECLARATION: string;
  export const RULESET: string;
  export function compile(css: string): StylisElement[];
  export function serialize(elements: StylisElement[], callback: StylisPlugin): string;
  export function middleware(plugins: StylisPlugin[]): StylisPlugin;
  export const stringify: StylisPlugin;
}
