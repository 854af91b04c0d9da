import type { ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages/start';
import type { CallFailure } from '@shared/ipc';

/** What the renderer does with a failed call (spec section 8, "By status"). */
export type FailureAction =
  /** 400 with named errors, 422: each message as an error alert and on its field. */
  | { kind: 'fieldErrors'; errors: ErrorEntry[] }
  /** A single error alert; `autoclose` for 400 without an error array. */
  | { kind: 'alert'; message: string; autoclose: boolean }
  /** 409: the record changed under the user; offer a reload. */
  | { kind: 'conflict'; message: string }
  /** 403, 404, 500: their pages. */
  | { kind: 'redirect'; to: '/403' | '/404' | '/500' }
  /** 401 and 429: main has ended the session and tells the shell (session.ended); nothing to do here. */
  | { kind: 'sessionEnded' }
  /** 422 with the skip-validation flag, and codes with no handler (405 …). */
  | { kind: 'none' };

export interface FailurePolicyOptions {
  /** Skip the 422 handling: the caller shows the validation result itself. */
  skipValidation?: boolean;
}

export function decideFailureAction(failure: CallFailure, options: FailurePolicyOptions = {}): FailureAction {
  if (
    failure.kind === 'network' ||
    failure.kind === 'invalid-response' ||
    failure.kind === 'untrusted-sender'
  ) {
    return { kind: 'alert', message: failure.message, autoclose: false };
  }
  if (failure.kind === 'invalid-request') {
    return failure.errors.length > 0
      ? { kind: 'fieldErrors', errors: failure.errors }
      : { kind: 'alert', message: failure.message, autoclose: false };
  }
  switch (failure.status) {
    case 400:
      return hasNamedErrors(failure.errors)
        ? { kind: 'fieldErrors', errors: failure.errors }
        : { kind: 'alert', message: failure.message, autoclose: true };
    case 422:
      if (options.skipValidation) return { kind: 'none' };
      return hasNamedErrors(failure.errors)
        ? { kind: 'fieldErrors', errors: failure.errors }
        : { kind: 'alert', message: failure.message, autoclose: false };
    case 409:
      return { kind: 'conflict', message: failure.message || ja.errors.alreadyUpdated };
    case 401:
    case 429:
      return { kind: 'sessionEnded' };
    case 403:
      return { kind: 'redirect', to: '/403' };
    case 404:
      return { kind: 'redirect', to: '/404' };
    case 500:
      return { kind: 'redirect', to: '/500' };
    default:
      return { kind: 'none' };
  }
}

function hasNamedErrors(errors: ErrorEntry[]): boolean {
  return errors.some((entry) => entry.name.length > 0);
}

/** A field whose name starts with `image` raises the image-error alert instead of a field message. */
export function isImageField(name: string): boolean {
  return name.startsWith('image');
}

/** The customId that groups image-error alerts, so a new upload can remove them together. */
export const IMAGE_ALERT_ID = 'image';
