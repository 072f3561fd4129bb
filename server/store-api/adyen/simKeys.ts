import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIM_DEFAULTS } from '../../adyen';

/** The secrets shop and simulator share (per data directory; the client key and account are public). */
export interface SimulatorKeys {
  apiKey: string;
  clientKey: string;
  hmacKey: string;
  merchantAccount: string;
}

export const SIM_KEYS_FILE = 'payment-sim-keys.json';
const cache = new Map<string, SimulatorKeys>();

const valid = (v: unknown): v is { apiKey: string; hmacKey: string } =>
  !!v && typeof v === 'object' && typeof (v as { apiKey?: unknown }).apiKey === 'string' && /^[0-9A-F]{64}$/.test(String((v as { hmacKey?: unknown }).hmacKey));

/**
 * The simulator's API and HMAC keys of one data directory: generated on first use and kept in
 * DATA_DIR/payment-sim-keys.json (mode 0600), so no two installations share them and nothing in
 * the repository can sign a webhook.
 */
export function simulatorKeys(dataDir: string): SimulatorKeys {
  const cached = cache.get(dataDir);
  if (cached) return cached;
  const file = join(dataDir, SIM_KEYS_FILE);
  let stored: { apiKey: string; hmacKey: string } | null = null;
  if (existsSync(file)) {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (valid(parsed)) stored = parsed;
    } catch {
      stored = null;
    }
  }
  if (!stored) {
    stored = { apiKey: `sim_${randomBytes(24).toString('hex')}`, hmacKey: randomBytes(32).toString('hex').toUpperCase() };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const keys = { apiKey: stored.apiKey, hmacKey: stored.hmacKey, clientKey: SIM_DEFAULTS.clientKey, merchantAccount: SIM_DEFAULTS.merchantAccount };
  cache.set(dataDir, keys);
  return keys;
}
