import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Mode = 'local' | 'cloud';
export type Environment = 'production' | 'development' | 'test';

export interface Config {
  mode: Mode;
  environment: Environment;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  captchaEnabled: boolean;
  /** Spec 02 §2: the settings panel offers 'Reset POS' only in development, test or staging. */
  offersPosReset: boolean;
  jwtSecret: Uint8Array;
  /** Key of the HMAC that finds a user by PIN; outside the database, so a stolen copy of it reveals no PIN. */
  pinPepper: string;
  /** Token lifetime; DESIGN §9 caps it at 12 h. */
  tokenTtlSeconds: number;
  /** Login and PIN attempts per IP per minute. */
  authRateLimitPerMinute: number;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs); empty: the peer's address is the client's. */
  trustedProxies: string[];
  seedDemo: boolean;
  /** Folder of the built web app, served with the API; null when not built. */
  webDist: string | null;
  logLevel: string;
  /** IANA zone of the restaurant's wall clock: close dates and "today" filters. */
  timeZone: string;
  /** This server's identity: stable across restarts in local mode, so a new life frees its old claims. */
  instanceId: string;
  /** How long idempotency keys are kept. */
  idempotencyRetentionDays: number;
  /** Test only (NODE_ENV=test): a keyed write holds after its commit, for crash tests. */
  testHoldAfterCommit: boolean;
}

const MAX_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export class ConfigError extends Error {}

/** Reads the environment into a typed config; creates the data folder and the JWT secret when missing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = parseMode(env.POS_MODE);
  const environment = parseEnvironment(env.NODE_ENV);
  const dataDir = path.resolve(env.POS_DATA_DIR ?? 'data');
  // Secrets and the database live here: only the server's user may look in.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (mode === 'cloud' && !databaseUrl) throw new ConfigError('POS_MODE=cloud needs DATABASE_URL (postgres://...)');
  const tokenTtlSeconds = Math.min(
    parseInteger(env.POS_TOKEN_TTL_SECONDS, MAX_TOKEN_TTL_SECONDS),
    MAX_TOKEN_TTL_SECONDS,
  );
  return {
    mode,
    environment,
    host: env.HOST ?? '0.0.0.0',
    port: parseInteger(env.PORT, 3000),
    dataDir,
    databaseUrl,
    // The challenge is skipped in development and test, and when switched off explicitly.
    captchaEnabled: env.POS_CAPTCHA !== 'off' && environment === 'production',
    offersPosReset: ['development', 'test', 'staging'].includes(env.NODE_ENV ?? ''),
    jwtSecret: readOrCreateSecret(env.JWT_SECRET, path.join(dataDir, 'jwt-secret')),
    pinPepper: new TextDecoder().decode(readOrCreateSecret(env.POS_PIN_PEPPER, path.join(dataDir, 'pin-pepper'))),
    tokenTtlSeconds,
    authRateLimitPerMinute: parseInteger(env.POS_AUTH_RATE_LIMIT, 30),
    trustedProxies: parseTrustedProxies(env.POS_TRUST_PROXY),
    seedDemo: env.POS_SEED !== 'off',
    webDist: findWebDist(env.POS_WEB_DIST),
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    timeZone: parseTimeZone(env.POS_TIME_ZONE),
    instanceId: instanceIdOf(
      env.POS_INSTANCE_ID,
      mode,
      dataDir,
      `${env.HOST ?? '0.0.0.0'}:${parseInteger(env.PORT, 3000)}`,
    ),
    idempotencyRetentionDays: parseInteger(env.POS_IDEMPOTENCY_RETENTION_DAYS, 7),
    testHoldAfterCommit: environment === 'test' && env.POS_TEST_HOLD_AFTER_COMMIT === '1',
  };
}

/**
 * Local mode keeps its id in the data folder. A cloud instance is its host and listening address:
 * only one live process can hold them, and a restarted one is the same instance, so it frees at once
 * the claims its crashed life left (a random id per process made their retries wait 30 s).
 */
function instanceIdOf(given: string | undefined, mode: Mode, dataDir: string, address: string): string {
  if (given?.trim()) return given.trim();
  if (mode === 'cloud') return `${hostname()}/${address}`;
  const file = path.join(dataDir, 'instance-id');
  if (!existsSync(file)) writeFileSync(file, randomUUID(), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function parseTimeZone(value: string | undefined): string {
  const zone = value?.trim() || Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(`POS_TIME_ZONE must be an IANA time zone like America/Bogota, not '${zone}'`);
  }
  return zone;
}

function parseMode(value: string | undefined): Mode {
  if (value === undefined || value === '' || value === 'local') return 'local';
  if (value === 'cloud') return 'cloud';
  throw new ConfigError(`POS_MODE must be local or cloud, not '${value}'`);
}

function parseEnvironment(value: string | undefined): Environment {
  if (value === 'development' || value === 'test') return value;
  return 'production';
}

function parseInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0)
    throw new ConfigError(`Expected a positive integer, got '${value}'`);
  return parsed;
}

/** `POS_TRUST_PROXY=10.0.0.1,10.1.0.0/16`: anyone else could rotate X-Forwarded-For to escape per-IP limits. */
function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const version = isIP(address);
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (!version || !validPrefix) {
      throw new ConfigError(`POS_TRUST_PROXY takes IP addresses or CIDRs separated by commas, not '${entry}'`);
    }
  }
  return entries;
}

function readOrCreateSecret(given: string | undefined, file: string): Uint8Array {
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET and POS_PIN_PEPPER must be at least 32 characters');
    return new TextEncoder().encode(given);
  }
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function findWebDist(given: string | undefined): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = given ? [path.resolve(given)] : [path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}
