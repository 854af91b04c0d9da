import ky from 'ky';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { CONSOLE_VERSION_HEADER } from '@shared/constants/audit';
import { failure, success } from '@shared/ipc/result';
import type { CallFailure, CallResult } from '@shared/ipc/result';
import type { Logger } from '../ports/logger';
import { silentLogger } from '../ports/logger';
import {
  fileHostFailure,
  httpFailure,
  invalidResponseFailure,
  networkFailure,
  parseJsonOrUndefined,
} from './call-failures';
import { fetchFileUrl } from './fetch-file';
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
  /** Told whether each request reached the API (any HTTP answer) or not (refused, reset, timed out). */
  onReachability?: (reached: boolean) => void;
  fetch?: typeof fetch;
  /** Sent with every request (the server keeps it on its audit lines). */
  consoleVersion?: string;
  timeoutMs?: number;
  now?: () => number;
  logger?: Logger;
}

/** A GET whose answer is a file, not JSON. */
export interface DownloadRequest {
  path: string;
  query?: Query;
}

/**
 * The body of a file answer, chunk by chunk. Iterating throws when the connection drops; the
 * iterator's return() closes the connection, even while a read is still waiting for bytes.
 */
export type DownloadBody = AsyncIterable<Uint8Array>;

/**
 * A file at a URL the backend gave. A failure says who refused it: the API itself (its answer
 * handled like any other, 401 ending the session), another host (a storage service or CDN: its
 * 403/404/410 have their own messages), or nobody (not reached, or a URL main does not fetch).
 */
export type FileAnswer =
  { ok: true; data: DownloadBody } | { ok: false; error: CallFailure; refusedBy: 'api' | 'file-host' | null };

export interface ApiClient {
  request<S extends z.ZodType>(request: ApiRequest<S>): Promise<CallResult<z.output<S>>>;
  /** Streams a file of an API path with the session's token; failures are answered like any other request's. */
  download(request: DownloadRequest): Promise<CallResult<DownloadBody>>;
  /**
   * Streams the file at a URL the backend gave (absolute, or relative to the API base), exactly
   * as given; the token only to the API's own origin (see fetchFileUrl).
   */
  fetchFile(url: string): Promise<FileAnswer>;
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

  type Sent = { ok: true; response: Response } | { ok: false; answer: CallResult<never> };

  /** Sends one request; a non-2xx answer is turned into its failure (and reported) here. */
  async function send(call: Omit<ApiRequest<z.ZodType>, 'schema'>, accept: string): Promise<Sent> {
    const token = call.token !== undefined ? call.token : await options.getToken();
    const path = normalizeApiPath(call.path);
    let response: Response;
    try {
      response = await http(path, {
        method: call.method,
        searchParams: buildRequestQuery({
          path,
          query: call.query,
          cacheBustValue: nextCacheBustValue(),
          subdomain: options.getSubdomain(),
        }),
        headers: requestHeaders(token, accept, options.consoleVersion),
        json: call.json,
        body: call.formData,
      });
    } catch (error) {
      options.onReachability?.(false);
      return { ok: false, answer: unreachable(call.method, path, error) };
    }
    options.onReachability?.(true);
    if (response.ok) return { ok: true, response };
    let bodyText: string;
    try {
      bodyText = await response.text();
    } catch (error) {
      return { ok: false, answer: unreachable(call.method, path, error) };
    }
    const answer = httpFailure(response.status, bodyText);
    options.onHttpFailure?.({ path, failure: answer, sentToken: token });
    return { ok: false, answer: failure(answer) };
  }

  function unreachable(method: string, path: string, error: unknown): CallResult<never> {
    logger.warn('API not reached', { method, path, reason: error instanceof Error ? error.name : 'unknown' });
    return failure(networkFailure());
  }

  async function request<S extends z.ZodType>(call: ApiRequest<S>): Promise<CallResult<z.output<S>>> {
    const sent = await send(call, JSON_TYPE);
    if (!sent.ok) return sent.answer;
    let bodyText: string;
    try {
      bodyText = await sent.response.text();
    } catch (error) {
      return unreachable(call.method, call.path, error);
    }
    const parsed = call.schema.safeParse(parseJsonOrUndefined(bodyText));
    if (!parsed.success) {
      logger.error('API answer does not match its schema', {
        method: call.method,
        path: normalizeApiPath(call.path),
        issues: parsed.error.issues.length,
      });
      return failure(invalidResponseFailure(sent.response.status));
    }
    return success(parsed.data);
  }

  async function download({ path, query }: DownloadRequest): Promise<CallResult<DownloadBody>> {
    const sent = await send({ method: 'GET', path, query }, ANY_TYPE);
    if (!sent.ok) return sent.answer;
    return success(bodyChunks(sent.response));
  }

  async function fetchFile(url: string): Promise<FileAnswer> {
    const token = await options.getToken();
    const outcome = await fetchFileUrl(url, {
      apiBaseUrl: options.baseUrl,
      token,
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    if (outcome.kind === 'refused') {
      logger.warn('File URL not fetched', { reason: outcome.reason });
      return { ok: false, error: invalidResponseFailure(0), refusedBy: null };
    }
    if (outcome.kind === 'unreachable') {
      if (outcome.fromApi) options.onReachability?.(false);
      logger.warn('File host not reached', {
        fromApi: outcome.fromApi,
        reason: outcome.error instanceof Error ? outcome.error.name : 'unknown',
      });
      return { ok: false, error: networkFailure(), refusedBy: null };
    }
    const { response, fromApi } = outcome;
    if (fromApi) options.onReachability?.(true);
    if (response.ok) return { ok: true, data: bodyChunks(response) };
    if (!fromApi) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, error: fileHostFailure(response.status), refusedBy: 'file-host' };
    }
    const answer = httpFailure(response.status, await response.text().catch(() => ''));
    options.onHttpFailure?.({
      path: outcome.url.pathname,
      failure: answer,
      sentToken: outcome.tokenSent ? token : null,
    });
    return { ok: false, error: answer, refusedBy: 'api' };
  }

  return {
    request,
    download,
    fetchFile,
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

const JSON_TYPE = 'application/json';
const ANY_TYPE = '*/*';

function requestHeaders(token: string | null, accept: string, version: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept };
  if (version) headers[CONSOLE_VERSION_HEADER] = version;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Not an async generator: a generator runs return() only after a pending read settles, so a
 * stalled connection could never be closed. Here return() cancels the stream at once, which
 * also ends the pending read.
 */
function bodyChunks(response: Response): DownloadBody {
  const { body } = response;
  return {
    [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
      if (!body) return { next: () => Promise.resolve({ done: true, value: undefined }) };
      const reader = body.getReader();
      return {
        async next() {
          const chunk = await reader.read();
          return chunk.done ? { done: true, value: undefined } : { done: false, value: chunk.value };
        },
        // A consumer that stops early (a failed write, a stall) must not leave the connection open.
        async return() {
          await reader.cancel().catch(() => undefined);
          return { done: true, value: undefined };
        },
      };
    },
  };
}
