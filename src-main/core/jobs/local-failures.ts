import type { CallFailure } from '@shared/ipc/result';
import { ja } from '@shared/messages';

/**
 * A call main refuses or cannot finish by itself (no such job, a file that cannot be written).
 * The renderer shows the message as an error alert (invalid-request without field errors).
 */
export function localFailure(message: string): CallFailure {
  return { status: 0, kind: 'invalid-request', message, errors: [] };
}

/** A file download that still failed after the retries. */
export function downloadFailure(): CallFailure {
  return { status: 0, kind: 'network', message: ja.main.exportDownloadFailed, errors: [] };
}

/** Worth another try: the server was not reached, or answered with a temporary fault. */
export function isTransient(failure: CallFailure): boolean {
  return failure.kind === 'network' || failure.status >= 500;
}

/** A failed status poll after which the job waits for the next: transient, or a session ending (401, 429). */
export function pollWaitsAfter(failure: CallFailure): boolean {
  return isTransient(failure) || failure.status === 401 || failure.status === 429;
}
