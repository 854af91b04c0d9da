import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { REFERENCE_SERVER_HOST, REFERENCE_SERVER_PORT } from '@shared/constants';
import type { LogLevel } from './app';
import { FcmPushSender, fcmSettingsFromEnv } from './modules/customers';
import { DEFAULT_LEASE_SETTINGS } from './platform/background/lease';
import type { LeaseSettings } from './platform/background/lease';
import { isServerRole, SERVER_ROLES } from './platform/roles';
import type { ServerRole } from './platform/roles';
import type { StartServerOptions } from './server';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * The command line's options, from the environment (docs/deployment.md lists them):
 * PORT, HOST, DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./.data), DATABASE_POOL_SIZE,
 * LOG_LEVEL, SERVER_ROLE or --role (api, worker or both), WORKER_LEASE_MS and
 * WORKER_HEARTBEAT_MS, PUSH_BATCH_SIZE, the --demo flag, DEMO_PAYMENT_FEED=0 to keep the
 * demo's live payments off (DEMO_PAYMENT_FEED_MS their pace), and the FCM_* variables that send
 * pushes through Firebase Cloud Messaging instead of recording them only.
 * SECOND_FACTOR_KEY (32 bytes, base64 or 64 hex digits) encrypts the TOTP secrets at rest;
 * without it the key is kept in DATA_DIR/second-factor.key (made on first start, mode 600), so
 * enrolments survive a restart.
 */
export function readCliOptions(env: NodeJS.ProcessEnv, argv: readonly string[]): StartServerOptions {
  const dataDir = resolve(env.DATA_DIR || '.data');
  const fcm = fcmSettingsFromEnv(env);
  const lease = parseLease(env);
  const batchSize = optionalInteger(env, 'PUSH_BATCH_SIZE', 1, 100_000);
  const poolSize = optionalInteger(env, 'DATABASE_POOL_SIZE', 1, 1000);
  const feedIntervalMs = optionalInteger(env, 'DEMO_PAYMENT_FEED_MS', 10, 3_600_000);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || REFERENCE_SERVER_HOST,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, ...(poolSize ? { poolSize } : {}) }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    role: parseRole(flagValue(argv, '--role') ?? env.SERVER_ROLE),
    demo: argv.includes('--demo'),
    demoPaymentFeed: env.DEMO_PAYMENT_FEED !== '0',
    ...(feedIntervalMs ? { demoPaymentFeedIntervalMs: feedIntervalMs } : {}),
    logger: parseLogLevel(env.LOG_LEVEL),
    jobs: { settings: lease },
    duties: { settings: lease },
    pushes: {
      settings: { ...lease, ...(batchSize ? { batchSize } : {}) },
      ...(fcm ? { sender: new FcmPushSender(fcm) } : {}),
    },
    ...(env.SECOND_FACTOR_KEY
      ? { settings: { secondFactorKey: parseSecondFactorKey(env.SECOND_FACTOR_KEY) } }
      : { secondFactorKeyFile: join(dataDir, SECOND_FACTOR_KEY_FILE) }),
  };
}

const SECOND_FACTOR_KEY_FILE = 'second-factor.key';
const KEY_BYTES = 32;

function parseSecondFactorKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error('SECOND_FACTOR_KEY must be 32 bytes (base64 or 64 hex digits)');
  return key;
}

/** The key kept in `file`, made (32 random bytes, readable by the owner only) when there is none. */
export async function loadOrCreateKeyFile(file: string): Promise<Buffer> {
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length === KEY_BYTES) return key;
    throw new Error(`${file} does not hold a 32-byte key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/** `--name value` or `--name=value`. */
function flagValue(argv: readonly string[], name: string): string | undefined {
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  const arg = argv[index] as string;
  return arg === name ? (argv[index + 1] ?? '') : arg.slice(name.length + 1);
}

function parseRole(value: string | undefined): ServerRole {
  if (!value) return 'both';
  if (!isServerRole(value))
    throw new Error(`--role (SERVER_ROLE) must be one of ${SERVER_ROLES.join(', ')}, got "${value}"`);
  return value;
}

/** WORKER_LEASE_MS and WORKER_HEARTBEAT_MS: the lease of every worker and duty; a few heartbeats must fit in a lease. */
function parseLease(env: NodeJS.ProcessEnv): LeaseSettings {
  const leaseMs = optionalInteger(env, 'WORKER_LEASE_MS', 100, 3_600_000) ?? DEFAULT_LEASE_SETTINGS.leaseMs;
  const heartbeatMs =
    optionalInteger(env, 'WORKER_HEARTBEAT_MS', 10, 3_600_000) ??
    Math.min(DEFAULT_LEASE_SETTINGS.heartbeatMs, Math.floor(leaseMs / 4));
  if (heartbeatMs * 2 > leaseMs)
    throw new Error(
      `WORKER_HEARTBEAT_MS (${heartbeatMs}) must be at most half of WORKER_LEASE_MS (${leaseMs})`,
    );
  return { leaseMs, heartbeatMs };
}

function optionalInteger(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const value = env[name];
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return number;
}

function parsePort(value: string | undefined): number {
  if (!value) return REFERENCE_SERVER_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0..65535, got "${value}"`);
  return port;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (!value) return 'warn';
  if (!LOG_LEVELS.includes(value as LogLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return value as LogLevel;
}
