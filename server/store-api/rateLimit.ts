import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import type { Db } from '../db/connection';
import type { ServerConfig } from '../config';
import { errors, type ShopwareError } from './errors';

/**
 * Abuse limits after Shopware's RateLimiter (time backoff policy), kept in SQLite so restarts keep
 * them: every request of a policy and key counts; from the `limit`-th attempt on the caller has to
 * wait `waitSeconds`, doubling with each further attempt up to `maxWaitSeconds`. A bucket is
 * forgotten `resetSeconds` after its last attempt; a successful login resets its bucket.
 */
export type RateLimitPolicyName = 'login' | 'login_ip' | 'password_check' | 'guest_login' | 'registration' | 'reset_password' | 'contact_form' | 'newsletter_form';

export interface RateLimitPolicy {
  enabled: boolean;
  /** Attempts accepted without waiting (the limit-th attempt starts the first wait). */
  limit: number;
  waitSeconds: number;
  maxWaitSeconds: number;
  resetSeconds: number;
}

const DAY = 24 * 60 * 60;

export const DEFAULT_RATE_LIMITS: Record<RateLimitPolicyName, RateLimitPolicy> = {
  login: { enabled: true, limit: 10, waitSeconds: 10, maxWaitSeconds: 300, resetSeconds: DAY },
  // Every login attempt from one address, whichever account it names: stops password spraying.
  login_ip: { enabled: true, limit: 50, waitSeconds: 60, maxWaitSeconds: 3600, resetSeconds: 60 * 60 },
  // Current-password checks of a signed-in customer (change e-mail/password, delete the account).
  password_check: { enabled: true, limit: 5, waitSeconds: 30, maxWaitSeconds: 900, resetSeconds: DAY },
  guest_login: { enabled: true, limit: 10, waitSeconds: 10, maxWaitSeconds: 300, resetSeconds: DAY },
  registration: { enabled: true, limit: 30, waitSeconds: 60, maxWaitSeconds: 3600, resetSeconds: 60 * 60 },
  reset_password: { enabled: true, limit: 3, waitSeconds: 30, maxWaitSeconds: 300, resetSeconds: DAY },
  contact_form: { enabled: true, limit: 3, waitSeconds: 30, maxWaitSeconds: 300, resetSeconds: DAY },
  newsletter_form: { enabled: true, limit: 3, waitSeconds: 30, maxWaitSeconds: 300, resetSeconds: DAY },
};

declare module '../config' {
  interface ServerConfig {
    /** Overrides of the abuse limits (tests lower or disable them). */
    rateLimits?: Partial<Record<RateLimitPolicyName, Partial<RateLimitPolicy>>>;
  }
}

type Overrides = NonNullable<ServerConfig['rateLimits']>;
let envCache: { raw: string | undefined; value: Overrides } | null = null;

/**
 * `RATE_LIMITS` in the environment: `off` switches every limit off (end-to-end runs against
 * `npm start`), or a JSON object like `{"contact_form":{"limit":10}}` tunes single policies.
 */
export function envRateLimits(raw = process.env.RATE_LIMITS): Overrides {
  if (envCache && envCache.raw === raw) return envCache.value;
  let value: Overrides = {};
  const text = raw?.trim();
  if (text === 'off' || text === 'false' || text === '0') {
    value = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { enabled: false }]));
  } else if (text) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Overrides;
    } catch {
      console.error('RATE_LIMITS is neither "off" nor a JSON object; using the default limits.');
    }
  }
  envCache = { raw, value };
  return value;
}

export function rateLimitPolicy(deps: Pick<AppDeps, 'config'>, name: RateLimitPolicyName): RateLimitPolicy {
  return { ...DEFAULT_RATE_LIMITS[name], ...(envRateLimits()[name] ?? {}), ...(deps.config.rateLimits?.[name] ?? {}) };
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

interface Bucket {
  attempts: number;
  blocked_until: number;
  last_attempt: number;
}

/** The exception Shopware throws: login answers CHECKOUT__CUSTOMER_AUTH_THROTTLED, all others FRAMEWORK__RATE_LIMIT_EXCEEDED. */
export function rateLimitError(name: RateLimitPolicyName, seconds: number): ShopwareError {
  if (name === 'login' || name === 'login_ip' || name === 'guest_login' || name === 'password_check') return errors.customerAuthThrottled(seconds);
  return errors.rateLimitExceeded(seconds);
}

/**
 * Counts one attempt; throws a 429 (with `meta.parameters.seconds` and `retry-after`) while the
 * caller has to wait. Attempts during a wait do not count.
 */
export function ensureAccepted(db: Db, policy: RateLimitPolicy, name: RateLimitPolicyName, key: string, now = Date.now()): void {
  if (!policy.enabled || policy.limit <= 0) return;
  const keyHash = hashKey(key);
  db.transaction(() => {
    let bucket = db.prepare('SELECT attempts, blocked_until, last_attempt FROM rate_limit WHERE policy = ? AND key_hash = ?').get(name, keyHash) as Bucket | undefined;
    if (bucket && now - bucket.last_attempt > policy.resetSeconds * 1000 && now >= bucket.blocked_until) bucket = undefined;
    if (bucket && bucket.blocked_until > now) {
      throw rateLimitError(name, Math.max(1, Math.ceil((bucket.blocked_until - now) / 1000)));
    }
    const attempts = (bucket?.attempts ?? 0) + 1;
    let blockedUntil = 0;
    if (attempts >= policy.limit) {
      const wait = Math.min(policy.maxWaitSeconds, policy.waitSeconds * 2 ** Math.min(30, attempts - policy.limit));
      blockedUntil = now + wait * 1000;
    }
    db.prepare(
      `INSERT INTO rate_limit (policy, key_hash, attempts, blocked_until, last_attempt) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(policy, key_hash) DO UPDATE SET attempts = excluded.attempts, blocked_until = excluded.blocked_until, last_attempt = excluded.last_attempt`,
    ).run(name, keyHash, attempts, blockedUntil, now);
  })();
}

export function resetRateLimit(db: Db, name: RateLimitPolicyName, key: string): void {
  db.prepare('DELETE FROM rate_limit WHERE policy = ? AND key_hash = ?').run(name, hashKey(key));
}

/** The client address a limit is keyed by (trustProxy is on, so X-Forwarded-For counts). */
export function clientIp(req: FastifyRequest): string {
  return req.ip || 'unknown';
}

/** Convenience for routes: counts an attempt of `name` for the key parts (joined with the client IP). */
let sincePrune = 0;
export function limitRequest(deps: AppDeps, req: FastifyRequest, name: RateLimitPolicyName, ...keyParts: string[]): string {
  const key = [...keyParts.map((k) => k.toLowerCase()), clientIp(req)].join('-');
  // Forgotten buckets are swept now and then so the table stays small.
  if (++sincePrune >= 500) {
    sincePrune = 0;
    pruneRateLimits(deps);
  }
  ensureAccepted(deps.db, rateLimitPolicy(deps, name), name, key);
  return key;
}

/** Drops buckets nobody touched for longer than their reset time (called now and then). */
export function pruneRateLimits(deps: Pick<AppDeps, 'db' | 'config'>, now = Date.now()): void {
  for (const name of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitPolicyName[]) {
    const p = rateLimitPolicy(deps, name);
    deps.db.prepare('DELETE FROM rate_limit WHERE policy = ? AND last_attempt < ? AND blocked_until < ?').run(name, now - p.resetSeconds * 1000, now);
  }
}
