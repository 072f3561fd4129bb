/**
 * Storefront configuration, read once from Vite's env (`VITE_*`, inlined at build time).
 * Every variable has a default that works against the embedded backend (`npm start`).
 */
const env = import.meta.env;

const origin = typeof location === 'undefined' ? 'http://localhost:3000' : location.origin;

/** The demo sales channel's access key of the embedded backend. */
export const DEMO_ACCESS_KEY = 'SWSCSTALLWERKDEMO0000000001';

export interface StorefrontConfig {
  /** Base URL of the Shopware Store API, e.g. https://shop.example/store-api. */
  storeApiUrl: string;
  /** Sales-channel access key sent as `sw-access-key`. */
  accessKey: string;
  /** Public origin of the storefront, used for canonical and alternate links. */
  publicUrl: string;
  /** Script of the e-mail-marketing service; injected only with marketing consent. */
  marketingScriptUrl: string | null;
  /** Payment provider environment (test or live), used by the checkout (issue 6). */
  paymentEnv: 'test' | 'live';
  /** How often the app asks whether a newer build is deployed, in ms. */
  buildPollIntervalMs: number;
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export const config: StorefrontConfig = {
  storeApiUrl: trimSlash(env.VITE_STORE_API_URL || `${origin}/store-api`),
  accessKey: env.VITE_STORE_API_ACCESS_KEY || DEMO_ACCESS_KEY,
  publicUrl: trimSlash(env.VITE_PUBLIC_URL || origin),
  marketingScriptUrl: env.VITE_MARKETING_SCRIPT_URL || null,
  paymentEnv: env.VITE_PAYMENT_ENV === 'live' ? 'live' : 'test',
  buildPollIntervalMs: Number(env.VITE_BUILD_POLL_INTERVAL_MS) > 0 ? Number(env.VITE_BUILD_POLL_INTERVAL_MS) : 5 * 60_000,
};
