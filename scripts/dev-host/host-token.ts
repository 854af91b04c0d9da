import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh secret for each run of the dev host: only the page opened with it may use the bridge. */
export function createHostToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison; hashing first gives equal lengths whatever was sent. */
export function tokensMatch(expected: string, candidate: string | null): boolean {
  if (candidate === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(candidate));
}
