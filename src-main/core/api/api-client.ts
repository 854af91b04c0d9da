import ky from 'ky';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { failure, success } from '../../../src-shared/ipc/result';
import type { CallFailure, CallResult } from '../../../src-shared/ipc/result';
import type { Logger } from '../ports/logger';
import { silentLogger } from '../ports/logger';
import { httpFailure, invalidResponseFailure, networkFailure, parseJsonOrUndefined } from './call-failures';
import { buildRequestQuery, createCacheBustValues, normalizeApiPath } from './request-query';
import type { Query } from './request-query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest<S extends z.ZodType> {
  method: HttpMethod;
  /** Relative to the base URL, e.g. `services` or `demo/stores/3`. */
  path: string;
  /** Validates the 2xx body; an empty body is parsed as `undefined`. */
  schema: S;
  query?: Query;
  json?: unknown;
  formData?: FormData;
  /** Authenticate with this token instead of the session's one; null sends no token. */
  token?: string | null;
}

/** Told about every non-2xx answer, with the token the request carried. */
export interface HttpFailureNotice {
  path: string;
  failure: CallFailure;
  sentToken: string | null;
}

export interface ApiClientOptions {
  /** Absolute, including `/api/v1`. */
  baseUrl: string;
  getToken: () => Promise<string | null> | string | null;
  /** The service of the logged-in user, or null (master, or nobody logged in). */
  getSubdomain: () => string | null;
  onHttpFailure?: (notice: HttpFailureNotice) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
  logger?: Logger;
}

export interface ApiClient {
  request<S extends z.ZodType>(request: ApiRequest<S>): Promise<CallResult<z.output<S>>>;
  get<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<CallResult<z.output<S>>>;
  post<S extends z.ZodType>(path: string, schema: S, json?: unknown): Promise<CallResult<z.output<S>>>;
  put<S extends z.ZodType>(path: string, schema: S, json?: unknown): Promise<CallResult<z.output<S>>>;
  delete<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<CallResult<z.output<S>>>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  const nextCacheBustValue = createCacheBustValues(options.now ?? Date.now);
  const logger = options.logger ?? silentLogger;

  async function request<S extends z.ZodType>(call: ApiRequest<S>): Promise<CallResult<z.output<S>>> {
    const token = call.token !== undefined ? call.token : await options.getToken();
    const path = normalizeApiPath(call.path);
    let response: Response;
    let bodyText: string;
    try {
      response = await http(path, {
        method: call.method,
        searchParams: buildRequestQuery({
          path,
          query: call.query,
          cacheBustValue: nextCacheBustValue(),
          subdomain: options.getSubdomain(),
        }),
        headers: requestHeaders(token),
        json: call.json,
        body: call.formData,
      });
      bodyText = await response.text();
    } catch (error) {
      logger.warn('API not reached', {
        method: call.method,
        path,
        reason: error instanceof Error ? error.name : 'unknown',
      });
      return failure(networkFailure());
    }
    if (!response.ok) {
      const answer = httpFailure(response.status, bodyText);
      options.onHttpFailure?.({ path, failure: answer, sentToken: token });
      return failure(answer);
    }
    const parsed = call.schema.safeParse(parseJsonOrUndefined(bodyText));
    if (!parsed.success) {
      logger.error('API answer does not match its schema', {
        method: call.method,
        path,
        issues: parsed.error.issues.length,
      });
      return failure(invalidResponseFailure(response.status));
    }
    return success(parsed.data);
  }

  return {
    request,
    get: (path, schema, query) => request({ method: 'GET', path, schema, query }),
    post: (path, schema, json) => request({ method: 'POST', path, schema, json }),
    put: (path, schema, json) => request({ method: 'PUT', path, schema, json }),
    delete: (path, schema, query) => request({ method: 'DELETE', path, schema, query }),
  };
}

function createHttp(options: ApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl: options.baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Only a GET that never reached the server is tried again: a write is never repeated.
    retry: { limit: 1, methods: ['get'], statusCodes: [] },
    throwHttpErrors: false,
    // A redirect could carry the bearer token to another host; the API never redirects.
    redirect: 'error',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

function requestHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}
