import { resolve } from 'node:path';

/** Every server setting, read once from the environment; defaults run the embedded demo shop. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Public base URL of the shop (used in mails, sitemaps and links). */
  publicUrl: string;
  accessKey: string;
  adminToken: string;
  smtpUrl: string | null;
  paymentSimPort: number;
  adyen: {
    apiKey: string | null;
    merchantAccount: string | null;
    clientKey: string | null;
    hmacKey: string | null;
    environment: 'test' | 'live';
    /** Live only: the account's prefix of the Checkout API URL (https://{prefix}-checkout-live.adyenpayments.com). */
    liveUrlPrefix: string | null;
  };
  /** NODE_ENV=production: development helpers (e.g. the Adyen test page) stay off. */
  production: boolean;
  /** true, a hop count or a list of proxy addresses: who may set X-Forwarded-For (default: nobody). */
  trustProxy: boolean | number | string;
  /** Directory with the built storefront (served as static files when present). */
  distDir: string;
}

/** Fixed demo access key, also documented in .env.example as VITE_STORE_API_ACCESS_KEY. */
export const DEMO_ACCESS_KEY = 'SWSCSTALLWERKDEMO0000000001';
export const DEMO_ADMIN_TOKEN = 'stallwerk-admin-demo-token';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    accessKey: env.STORE_API_ACCESS_KEY ?? env.VITE_STORE_API_ACCESS_KEY ?? DEMO_ACCESS_KEY,
    adminToken: env.ADMIN_TOKEN ?? DEMO_ADMIN_TOKEN,
    smtpUrl: env.SMTP_URL || null,
    paymentSimPort: Number(env.PAYMENT_SIM_PORT ?? 8080),
    adyen: {
      apiKey: env.ADYEN_API_KEY || null,
      merchantAccount: env.ADYEN_MERCHANT_ACCOUNT || null,
      clientKey: env.ADYEN_CLIENT_KEY || null,
      hmacKey: env.ADYEN_HMAC_KEY || null,
      environment: env.ADYEN_ENVIRONMENT === 'live' ? 'live' : 'test',
      liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX?.trim() || null,
    },
    production: env.NODE_ENV === 'production',
    distDir: resolve(env.DIST_DIR ?? './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}
