import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { ShopwareError } from './errors';
import { DEFAULT_RATE_LIMITS, ensureAccepted, envRateLimits, pruneRateLimits, rateLimitPolicy, resetRateLimit, type RateLimitPolicy } from './rateLimit';

// The catalogue and customer migrations only (what the rate limiter needs).
const migrations = mkdtempSync(join(tmpdir(), 'stallwerk-ratelimit-'));
const source = join(dirname(fileURLToPath(import.meta.url)), '../db/migrations');
for (const f of ['001_catalogue.sql', '002_customers.sql']) copyFileSync(join(source, f), join(migrations, f));

function db() {
  const d = openDatabase(':memory:');
  migrate(d, migrations);
  return d;
}

const policy: RateLimitPolicy = { enabled: true, limit: 3, waitSeconds: 10, maxWaitSeconds: 40, resetSeconds: 3600 };

function rejection(fn: () => void): ShopwareError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ShopwareError) return e;
    throw e;
  }
  throw new Error('expected a 429');
}

describe('rate limiter (time backoff)', () => {
  it('accepts attempts up to the limit, then asks to wait with seconds and retry-after', () => {
    const d = db();
    const t0 = 1_000_000;
    ensureAccepted(d, policy, 'contact_form', 'ip-1', t0);
    ensureAccepted(d, policy, 'contact_form', 'ip-1', t0 + 1);
    ensureAccepted(d, policy, 'contact_form', 'ip-1', t0 + 2); // third attempt accepted, starts the wait
    const e = rejection(() => ensureAccepted(d, policy, 'contact_form', 'ip-1', t0 + 1002));
    expect(e.status).toBe(429);
    expect(e.errors[0].code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect(e.errors[0].meta?.parameters?.seconds).toBe(9);
    expect(e.headers['retry-after']).toBe('9');
    // other keys are not affected
    ensureAccepted(d, policy, 'contact_form', 'ip-2', t0 + 1002);
  });

  it('doubles the wait with every further attempt up to the maximum', () => {
    const d = db();
    let t = 0;
    for (let i = 0; i < 3; i++) ensureAccepted(d, policy, 'newsletter_form', 'k', (t += 1));
    t += 10_000; // waited 10 s
    ensureAccepted(d, policy, 'newsletter_form', 'k', t); // 4th: now 20 s
    expect(rejection(() => ensureAccepted(d, policy, 'newsletter_form', 'k', t + 1000)).errors[0].meta?.parameters?.seconds).toBe(19);
    t += 20_000;
    ensureAccepted(d, policy, 'newsletter_form', 'k', t); // 5th: 40 s
    expect(rejection(() => ensureAccepted(d, policy, 'newsletter_form', 'k', t)).errors[0].meta?.parameters?.seconds).toBe(40);
    t += 40_000;
    ensureAccepted(d, policy, 'newsletter_form', 'k', t); // 6th: capped at 40 s
    expect(rejection(() => ensureAccepted(d, policy, 'newsletter_form', 'k', t)).errors[0].meta?.parameters?.seconds).toBe(40);
  });

  it("uses Shopware's customer auth code for login throttling", () => {
    const d = db();
    const p = { ...policy, limit: 1 };
    ensureAccepted(d, p, 'login', 'a@b.c-1.2.3.4', 0);
    const e = rejection(() => ensureAccepted(d, p, 'login', 'a@b.c-1.2.3.4', 1));
    expect(e.errors[0].code).toBe('CHECKOUT__CUSTOMER_AUTH_THROTTLED');
    expect(e.errors[0].meta?.parameters?.seconds).toBe(10);
  });

  it('forgets a bucket after the reset time and on reset', () => {
    const d = db();
    const p = { ...policy, limit: 1, resetSeconds: 60 };
    ensureAccepted(d, p, 'login', 'x', 0);
    rejection(() => ensureAccepted(d, p, 'login', 'x', 5_000));
    ensureAccepted(d, p, 'login', 'x', 61_000); // reset window passed
    resetRateLimit(d, 'login', 'x');
    ensureAccepted(d, p, 'login', 'x', 61_001);
  });

  it('keeps its buckets in the database (restarts keep them)', () => {
    const d = db();
    const p = { ...policy, limit: 1 };
    ensureAccepted(d, p, 'registration', 'ip', 0);
    const row = d.prepare('SELECT attempts, blocked_until FROM rate_limit').get() as { attempts: number; blocked_until: number };
    expect(row).toEqual({ attempts: 1, blocked_until: 10_000 });
    pruneRateLimits({ db: d, config: { rateLimits: { registration: { resetSeconds: 1 } } } as never }, 20_000);
    expect(d.prepare('SELECT COUNT(*) AS n FROM rate_limit').get()).toEqual({ n: 0 });
  });

  it('can be disabled or tuned per policy through the config', () => {
    const d = db();
    const deps = { config: { rateLimits: { contact_form: { enabled: false }, login: { limit: 2 } } } as never };
    const off = rateLimitPolicy(deps, 'contact_form');
    for (let i = 0; i < 20; i++) ensureAccepted(d, off, 'contact_form', 'ip', i);
    expect(rateLimitPolicy(deps, 'login')).toEqual({ ...DEFAULT_RATE_LIMITS.login, limit: 2 });
    expect(rateLimitPolicy({ config: {} as never }, 'reset_password')).toEqual(DEFAULT_RATE_LIMITS.reset_password);
  });

  it('reads RATE_LIMITS from the environment: off, or JSON overrides', () => {
    expect(envRateLimits('off').login).toEqual({ enabled: false });
    expect(envRateLimits('{"contact_form":{"limit":10}}')).toEqual({ contact_form: { limit: 10 } });
    expect(envRateLimits('not json')).toEqual({});
    expect(envRateLimits(undefined)).toEqual({});
  });
});
