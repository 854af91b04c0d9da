import type { z } from 'zod';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A channel that is exactly one call of the management API. Main serves every such channel
 * with one generic handler: `{name}` segments of the path are filled from the request (and
 * taken out of it), the rest goes as the query (GET, DELETE) or the body (POST, PUT), and the
 * answer is checked against `response`.
 */
export interface ApiChannelDefinition<Req extends z.ZodType, Res extends z.ZodType> {
  method: ApiMethod;
  /** Relative to the API base (`/api/v1`), e.g. `{subdomain}/stores/{id}`. */
  path: string;
  request: Req;
  response: Res;
  /** Send the body as multipart form data; UploadedImage values become file parts. */
  multipart?: boolean;
  /** Which service: the management API (default) or the address lookup service. */
  base?: 'api' | 'address';
  /** The declared result type, as a phantom (see contract.ts). */
  result?: z.output<Res>;
}

export function apiChannel<Req extends z.ZodType, Res extends z.ZodType>(
  definition: Omit<ApiChannelDefinition<Req, Res>, 'result'>,
): ApiChannelDefinition<Req, Res> {
  return definition;
}

/** The names of a path's `{param}` segments. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** Fills a path's `{param}` segments from the request; returns the path and the remaining fields. */
export function fillApiPath(
  path: string,
  request: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...request };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
