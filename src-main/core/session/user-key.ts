import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The key a user's saved jobs and files are kept under (`export_<key>_…`, `import_<key>_…`,
 * `recentExports_<key>`): the account's id when GET /account answers one (the spec does not show
 * it), else a digest of the e-mail address the user logged in with, so the same person finds the
 * same jobs after logging in again and no address is written in clear.
 */
export function userKeyOf(accountId: number | undefined, loginEmail: string | null): string | null {
  if (accountId !== undefined) return String(accountId);
  if (loginEmail === null) return null;
  const digest = createHash('sha256').update(loginEmail.trim().toLowerCase(), 'utf8').digest('hex');
  return `e${digest.slice(0, 32)}`;
}

/** A user key as persisted: older versions wrote the numeric account id. */
export const persistedUserKeySchema = z.union([
  z.string().min(1),
  z
    .number()
    .int()
    .transform((id) => String(id)),
]);
