import { errorChain, hasErrorCode } from '../db/errors';

/**
 * Whether a job that threw may succeed if it runs again. Only failures of the moment are:
 * the connection to the database was lost or refused, the database is shutting down or out of
 * resources, or the job lost a deadlock or a serialization race. Anything else (the database
 * refusing a value or a query, a constraint, an error in the job's own code) fails the same way
 * every time, so the job is cancelled at once with its reason rather than tried again.
 * A worker that dies is not an error here: its claim goes stale and another worker retries.
 */
export function isRetryableJobError(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (RETRYABLE_ERRNO.has(code) || isRetryableSqlState(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Network failures of node-postgres' socket. */
const RETRYABLE_ERRNO = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres reports a dropped connection without a code. */
const LOST_CONNECTION = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
];

/**
 * SQLSTATE classes 08 (connection), 53 (insufficient resources), 58 (system error); 40001 and
 * 40P01 (serialization, deadlock); 55P03 (lock not available); 57014 (cancelled, a statement
 * time-out) and 57P01-57P03 (the server shutting down or starting).
 */
function isRetryableSqlState(code: string): boolean {
  return (
    /^(08|53|58)[0-9A-Z]{3}$/.test(code) ||
    ['40001', '40P01', '55P03', '57014', '57P01', '57P02', '57P03'].includes(code)
  );
}

/** The database refused a value or the query itself (SQLSTATE classes 22, 23 and 42). */
export function isRejectedByDatabase(error: unknown): boolean {
  return hasErrorCode(error, (code) => /^(22|23|42)[0-9A-Z]{3}$/.test(code));
}
