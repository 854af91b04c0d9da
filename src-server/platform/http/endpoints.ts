import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fastifyPath } from '@shared/api';
import type { ErrorEntry, PathParams } from '@shared/api';
import { notFound, validationFailed } from '../errors';
import { isDeleteOverride } from './method-override';
import { readForm } from './multipart';
import type { FileRule, FormInput } from './multipart';
import { fieldErrors, parseInput } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint's path as src-shared declares it (`{subdomain}/coupons/{id}`). */
    apiPath?: string;
  }
}

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Who may call an endpoint, and what it works with: authenticates the request and scopes it
 * (see platform/auth/guard: the caller, the tenant and its reach, a record's id), else throws
 * 401/403/404. It runs before any input is read, so a caller without access learns nothing of
 * what the input would have been told.
 */
export type Guard<Params, Access> = (request: FastifyRequest, params: Params) => Promise<Access>;

/** The guard of an endpoint anyone may call: the login itself, the health check, public reference data. */
export const openToAll = async (): Promise<Record<string, never>> => ({});

/** What a handler is given: the guard's answer and the request's input, parsed with the shared schemas. */
export interface EndpointInput<P extends string, Access, Query, Body> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: PathParams<P>;
  access: Access;
  query: Query;
  body: Body;
  /** The files of a multipart form (an endpoint with `files`); none otherwise. */
  files: FormInput['files'];
  fileLists: FormInput['fileLists'];
}

/**
 * One endpoint: its guard, the shared schemas of its query and body (a field problem is a 422
 * with Japanese `{ name, message }` entries, see ./validation), and the handler that answers.
 * The steps run in that order: guard, query, body (the fields of a multipart form when `files`
 * names the form's files), handler.
 */
export interface Endpoint<P extends string, Access, QS extends Schema, BS extends Schema> {
  access: Guard<PathParams<P>, Access>;
  query?: QS;
  body?: BS;
  files?: Record<string, FileRule>;
  /** The status of a successful answer when it is not 200 (201 for a create). */
  status?: number;
  handler(input: EndpointInput<P, Access, Parsed<QS>, Parsed<BS>>): Promise<unknown>;
}

type Register = <P extends string, Access, QS extends Schema = undefined, BS extends Schema = undefined>(
  path: P,
  endpoint: Endpoint<P, Access, QS, BS>,
) => void;

export interface Endpoints {
  get: Register;
  post: Register;
  put: Register;
  /** A DELETE, and the POST with `_method: "delete"` that stands for it (Laravel's method override). */
  delete: Register;
}

/**
 * The endpoints of a module, on paths declared once in src-shared (API_PATHS): the console's
 * channels call the same declarations. Every endpoint's guard result is kept for the request
 * (accessOf), for what hangs on every answer (an audit log's `onResponse` hook).
 */
export function endpoints(api: FastifyInstance): Endpoints {
  const register =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE'): Register =>
    (path, endpoint) =>
      api.route({
        method,
        url: fastifyPath(path),
        config: { apiPath: path },
        handler: (request, reply) => answer(endpoint, request, reply),
      });
  return {
    get: register('GET'),
    post: register('POST'),
    put: register('PUT'),
    delete(path, endpoint) {
      register('DELETE')(path, endpoint);
      api.post(fastifyPath(path), { config: { apiPath: path } }, (request, reply) => {
        if (!isDeleteOverride(request)) throw notFound();
        return answer(endpoint, request, reply);
      });
    },
  };
}

const accessOfRequest = new WeakMap<FastifyRequest, unknown>();

/** What the guard of the request's endpoint answered (the caller, the tenant, ...), once it passed. */
export function accessOf(request: FastifyRequest): unknown {
  return accessOfRequest.get(request);
}

async function answer<P extends string, Access, QS extends Schema, BS extends Schema>(
  endpoint: Endpoint<P, Access, QS, BS>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const params = request.params as PathParams<P>;
  const access = await endpoint.access(request, params);
  accessOfRequest.set(request, access);
  const query = (endpoint.query ? parseInput(endpoint.query, request.query) : undefined) as Parsed<QS>;
  const form = endpoint.files ? await readForm(request, endpoint.files) : null;
  const missing = endpoint.files && form ? missingFiles(endpoint.files, form) : [];
  // A required file left out is told in the same 422 as the fields' errors.
  if (missing.length > 0) {
    throw validationFailed([...(endpoint.body ? fieldErrors(endpoint.body, form?.fields) : []), ...missing]);
  }
  const body = (
    endpoint.body ? parseInput(endpoint.body, form ? form.fields : request.body) : undefined
  ) as Parsed<BS>;
  const files = form?.files ?? {};
  const fileLists = form?.fileLists ?? {};
  const result = await endpoint.handler({ request, reply, params, access, query, body, files, fileLists });
  if (endpoint.status !== undefined) reply.code(endpoint.status);
  return result;
}

/** The field errors of the required files a form came without. */
function missingFiles(rules: Record<string, FileRule>, form: FormInput): ErrorEntry[] {
  return Object.entries(rules).flatMap(([name, rule]) =>
    rule.requiredMessage !== undefined && !form.files[name] && !form.fileLists[name]?.length
      ? [{ name, message: rule.requiredMessage }]
      : [],
  );
}
