import { join, resolve } from 'node:path';
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
  };
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
