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
  /** NODE_ENV=production: development helpers (mailbox, /__dev/*, demo customers) stay off. */
  production: boolean;
  /**
   * Who takes the payments: real Adyen (ADYEN_* set) or the embedded simulator. In production the
   * simulator runs only when PAYMENT_PROVIDER=simulator says so explicitly (and the storefront then
   * shows a "test payments" banner).
   */
  paymentProvider: 'adyen' | 'simulator';
  /** PAYMENT_PROVIDER was set (not derived from the presence of ADYEN_API_KEY). */
  paymentProviderExplicit: boolean;
  /** The dev mailbox (/mailbox): on in development, off in production unless MAILBOX=on. */
  mailbox: boolean;
  /** Development helpers under /__dev/* (off in production). */
  devTools: boolean;
  /**
   * Origins of the sales channel's storefront (SALES_CHANNEL_DOMAINS, comma-separated): the only
   * targets of payment redirects and mail links, and the only CORS origins of /store-api.
   */
  storefrontOrigins: string[];
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
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const provider = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  const paymentProviderExplicit = provider === 'simulator' || provider === 'adyen';
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    publicUrl,
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
    production,
    paymentProvider: paymentProviderExplicit ? (provider as 'adyen' | 'simulator') : env.ADYEN_API_KEY ? 'adyen' : 'simulator',
    paymentProviderExplicit,
    mailbox: parseSwitch(env.MAILBOX) ?? !production,
    devTools: !production,
    storefrontOrigins: parseOrigins(env.SALES_CHANNEL_DOMAINS, publicUrl, production, port),
    distDir: resolve(env.DIST_DIR ?? './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseSwitch(raw: string | undefined): boolean | null {
  const v = raw?.trim().toLowerCase();
  if (v === 'on' || v === 'true' || v === '1') return true;
  if (v === 'off' || v === 'false' || v === '0') return false;
  return null;
}

/** Origin of a URL ('' when it is none). */
export function originOf(url: string): string {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return '';
  }
}

/**
 * The storefront's origins: SALES_CHANNEL_DOMAINS when set, else PUBLIC_URL; development adds the
 * local ports (the shop itself and the Vite dev server on :5173).
 */
function parseOrigins(raw: string | undefined, publicUrl: string, production: boolean, port: number): string[] {
  const listed = (raw ?? '')
    .split(',')
    .map((s) => originOf(s.trim()))
    .filter(Boolean);
  const origins = new Set(listed.length ? listed : [originOf(publicUrl)].filter(Boolean));
  if (!production) {
    for (const host of ['localhost', '127.0.0.1']) {
      origins.add(`http://${host}:${port}`);
      origins.add(`http://${host}:5173`);
      origins.add(`http://${host}:4173`);
    }
  }
  return [...origins];
}

/**
 * What keeps a production start from going ahead (empty outside production): the demo admin token
 * and payments without Adyen credentials (unless the simulator is chosen explicitly).
 */
export function productionProblems(config: ServerConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.adminToken || config.adminToken === DEMO_ADMIN_TOKEN) problems.push('ADMIN_TOKEN must be set to a secret of your own (the demo token is public).');
  else if (config.adminToken.length < 24) problems.push('ADMIN_TOKEN must be at least 24 characters long.');
  if (config.paymentProvider === 'adyen') {
    const a = config.adyen;
    const missing = [
      ['ADYEN_API_KEY', a.apiKey],
      ['ADYEN_MERCHANT_ACCOUNT', a.merchantAccount],
      ['ADYEN_CLIENT_KEY', a.clientKey],
      ['ADYEN_HMAC_KEY', a.hmacKey],
    ]
      .filter(([, v]) => !v)
      .map(([k]) => k);
    if (a.environment === 'live' && !a.liveUrlPrefix) missing.push('ADYEN_LIVE_URL_PREFIX');
    if (missing.length) {
      problems.push(`Payments need ${missing.join(', ')} (or PAYMENT_PROVIDER=simulator for a test shop that takes no real money).`);
    }
  } else if (!config.paymentProviderExplicit) {
    problems.push('No ADYEN_* credentials: set them, or PAYMENT_PROVIDER=simulator for a test shop that takes no real money.');
  }
  return problems;
}

/** Throws (and so refuses to start) when productionProblems finds anything. */
export function assertStartable(config: ServerConfig): void {
  const problems = productionProblems(config);
  if (problems.length) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}
