import type { LogDetails } from '../ports/logger';

export const REDACTED = '[redacted]';

/**
 * Keys whose values never reach the log, whatever they hold: credentials, and the personal
 * data of users, shops and customers (names, contact details, addresses, search words).
 */
const SECRET_OR_PERSONAL_KEY =
  /token|passw|secret|authori[sz]ation|cookie|credential|e-?mail|mail|tel|phone|fax|name|sei|mei|kana|address|zip|birth|keyword|body|payload|json|form|data|card|account|ip/i;

/** Keys that look personal but are safe and needed for support. */
const ALLOWED_KEYS = new Set(['channel', 'file', 'jobId', 'senderId', 'method', 'path', 'kind', 'status', 'reason', 'error', 'source', 'origin', 'exitCode', 'issues', 'api', 'sources', 'url', 'message']);

const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // A secret named in free text: "password xyz", "token=xyz", "パスワード: xyz".
  [/(passw(?:or)?d|token|secret|パスワード|トークン)(\s*[:=：]?\s*)[^\s,;'"]+/gi, `$1$2${REDACTED}`],
  // Bearer tokens and anything shaped like an opaque token or JWT.
  [/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${REDACTED}`],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED],
  [/\b(?=[\w-]*\d)(?=[\w-]*[a-zA-Z])[\w-]{32,}\b/g, REDACTED],
  // E-mail addresses and phone numbers.
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, REDACTED],
  [/\b0\d{1,4}-?\d{1,4}-?\d{3,4}\b/g, REDACTED],
  // The query of a URL carries search words and signatures.
  [/(https?:\/\/[^\s?#"']+)\?[^\s#"']*/gi, `$1?${REDACTED}`],
];

/** Removes secrets and personal data from free text (messages, error reasons, URLs). */
export function redactText(text: string, homeDir?: string): string {
  let result = text;
  // A user's home folder often carries their name (C:\Users\山田太郎).
  if (homeDir && homeDir.length > 1) result = result.split(homeDir).join('~');
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/** Details fit for the log: personal keys dropped to [redacted], strings scrubbed, depth limited. */
export function redactDetails(details: LogDetails, homeDir?: string): LogDetails {
  return redactValue(details, homeDir, 0) as LogDetails;
}

function redactValue(value: unknown, homeDir: string | undefined, depth: number): unknown {
  if (typeof value === 'string') return redactText(value, homeDir);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return REDACTED;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactValue(item, homeDir, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    result[key] =
      !ALLOWED_KEYS.has(key) && SECRET_OR_PERSONAL_KEY.test(key) ? REDACTED : redactValue(inner, homeDir, depth + 1);
  }
  return result;
}
