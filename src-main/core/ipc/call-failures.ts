import { z } from 'zod';
import type { ErrorEntry } from '@shared/api/common';
import type { CallFailure } from '@shared/ipc/result';
import { ja } from '@shared/messages';

const japaneseIssueMessages = z.locales.ja().localeError;

/** Parses a payload with Japanese issue messages, without touching zod's global configuration. */
export function parseWithJapaneseIssues<S extends z.ZodType>(schema: S, payload: unknown) {
  return schema.safeParse(payload, { error: japaneseIssueMessages });
}

export function invalidRequestFailure(errors: ErrorEntry[]): CallFailure {
  return { status: 0, kind: 'invalid-request', message: ja.errors.invalidRequest, errors };
}

export function issuesAsErrors(issues: readonly z.core.$ZodIssue[]): ErrorEntry[] {
  return issues.map((issue) => ({ name: issue.path.map(String).join('.'), message: issue.message }));
}

export function untrustedSenderFailure(): CallFailure {
  return { status: 0, kind: 'untrusted-sender', message: ja.errors.untrustedSender, errors: [] };
}

/**
 * A fault inside main. The contract has no kind for it, so it is reported like the API's 500:
 * the renderer shows its system-error page.
 */
export function internalFailure(): CallFailure {
  return { status: 500, kind: 'http', message: ja.errors.serverError, errors: [] };
}
