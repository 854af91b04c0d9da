import { errorBodySchema } from '@shared/api/common';
import type { CallFailure } from '@shared/ipc/result';
import { formatMessage, ja } from '@shared/messages';

/** The answer of a non-2xx response: the API's own `{message, errors}` body when it sent one. */
export function httpFailure(status: number, bodyText: string): CallFailure {
  const body = errorBodySchema.safeParse(parseJsonOrUndefined(bodyText));
  if (body.success) {
    return { status, kind: 'http', message: body.data.message, errors: body.data.errors ?? [] };
  }
  return { status, kind: 'http', message: fallbackMessageForStatus(status), errors: [] };
}

/** A host other than the API (a storage service, a CDN) refused a file URL the backend gave. */
export function fileHostFailure(status: number): CallFailure {
  const message =
    status === 403
      ? ja.main.fileHostForbidden
      : status === 404 || status === 410
        ? ja.main.fileHostGone
        : formatMessage(ja.main.fileHostStatusFailed, { status });
  return { status, kind: 'http', message, errors: [] };
}

export function networkFailure(): CallFailure {
  return { status: 0, kind: 'network', message: ja.errors.network, errors: [] };
}

export function invalidResponseFailure(status: number): CallFailure {
  return { status, kind: 'invalid-response', message: ja.errors.invalidResponse, errors: [] };
}

/** A call that needs a session when there is none: the same as the API's 401. */
export function noSessionFailure(): CallFailure {
  return { status: 401, kind: 'http', message: ja.errors.unauthenticated, errors: [] };
}

const FALLBACK_MESSAGES: Readonly<Record<number, string>> = {
  400: ja.errors.invalidRequest,
  401: ja.errors.unauthenticated,
  403: ja.errors.noViewingPermission,
  404: ja.errors.noMatchingData,
  409: ja.errors.alreadyUpdated,
  422: ja.errors.validationFailed,
  429: ja.auth.tooManyAttempts,
};

export function fallbackMessageForStatus(status: number): string {
  const known = FALLBACK_MESSAGES[status];
  if (known) return known;
  if (status >= 500) return ja.errors.serverError;
  return formatMessage(ja.main.httpStatusFailed, { status });
}

export function parseJsonOrUndefined(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
