import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { REFERENCE_SERVER_HOST, REFERENCE_SERVER_PORT } from '@shared/constants';
import type { LogLevel } from './app';
import { FcmPushSender, fcmSettingsFromEnv } from './modules/customers';
import type { StartServerOptions } from './server';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * The command line's options, from the environment:
 * PORT, HOST, DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./.data), LOG_LEVEL,
 * the --demo flag, DEMO_PAYMENT_FEED=0 to keep the demo's live payments off, and the FCM_*
 * variables that send pushes through Firebase Cloud Messaging instead of recording them only.
 * SECOND_FACTOR_KEY (32 bytes, base64 or 64 hex digits) encrypts the TOTP secrets at rest;
 * without it the key is kept in DATA_DIR/second-factor.key (made on first start, mode 600), so
 * enrolments survive a restart.
 */
export function readCliOptions(env: NodeJS.ProcessEnv, argv: readonly string[]): StartServerOptions {
  const dataDir = resolve(env.DATA_DIR || '.data');
  const fcm = fcmSettingsFromEnv(env);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || REFERENCE_SERVER_HOST,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    demo: argv.includes('--demo'),
    demoPaymentFeed: env.DEMO_PAYMENT_FEED !== '0',
    logger: parseLogLevel(env.LOG_LEVEL),
    ...(fcm ? { pushes: { sender: new FcmPushSender(fcm) } } : {}),
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
