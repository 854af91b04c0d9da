import type { ErrorEntry } from '../api/common';

/**
 * Why a call failed. `status` is the HTTP status of the API when there was one;
 * 0 means the API was not reached (network) or the call never left main (bad payload).
 */
export interface CallFailure {
  status: number;
  kind: 'http' | 'network' | 'invalid-request' | 'invalid-response' | 'untrusted-sender';
  message: string;
  errors: ErrorEntry[];
}

export type CallResult<T> = { ok: true; data: T } | { ok: false; error: CallFailure };

export function success<T>(data: T): CallResult<T> {
  return { ok: true, data };
}

export function failure(error: CallFailure): CallResult<never> {
  return { ok: false, error };
}
