/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_STORE_API_URL?: string;
  readonly VITE_STORE_API_ACCESS_KEY?: string;
  readonly VITE_PUBLIC_URL?: string;
  readonly VITE_MARKETING_SCRIPT_URL?: string;
  readonly VITE_PAYMENT_ENV?: string;
  readonly VITE_BUILD_POLL_INTERVAL_MS?: string;
  /** `npm run dev` only: "true" registers the service worker in development. */
  readonly VITE_SW_DEV?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Id of the current build (set by vite.config.ts), shared by the app and the service worker. */
declare const __BUILD_ID__: string;
/** Whether the build writes page payloads (vite.config.ts, STALLWERK_PAYLOADS). */
declare const __PAYLOADS__: boolean;
