import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { API_BASE_PATH } from '@shared/constants';
import type { AuditAction, AuditEntity } from '@shared/constants';
import { ja } from '@shared/messages';
import type { AppContext } from '../context';
import { inRequestTransaction } from '../db/request-transaction';
import { auditedTransaction } from './capture';
import { originOf, writeAuditLine } from './line';
import { newAuditScope, runInAuditScope } from './scope';
import type { AuditScope } from './scope';

/**
 * How one endpoint is audited. `transaction` (the default, for writes): the request runs in one
 * transaction, the rows it changes are captured, and its line is written in that transaction
 * before it commits, so there is no change without its line and a line that cannot be written
 * rolls the change back (the answer is a 500). The answer leaves only after the commit. `beforeSend` (for endpoints that move files, which must not sit in a
 * transaction): the line is written once the endpoint succeeded and before its answer leaves,
 * so no file goes out without its line.
 */
export interface AuditedEndpoint {
  entity: AuditEntity;
  action: AuditAction | ((request: FastifyRequest) => AuditAction);
  /** The table of the record's row (its id and name when the path does not give them). */
  table?: string;
  /** The path parameter with the record's id; default `id` when the path has one, null for none. */
  idParam?: string | null;
  mode?: 'transaction' | 'beforeSend';
  /** What the line says beyond the rows (an export's kind and filters). */
  details?: (request: FastifyRequest) => Record<string, unknown>;
}

/** An endpoint that writes no line of its own, and why. */
export interface UnauditedEndpoint {
  unaudited: string;
}

/** Every write endpoint, and the reads that must leave a line, by `METHOD /path` (no API prefix). */
export type AuditVocabulary = Readonly<Record<string, AuditedEndpoint | UnauditedEndpoint>>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The vocabulary entry of a route, or null when it writes no line. */
export function auditedEndpointOf(
  vocabulary: AuditVocabulary,
  method: string,
  url: string,
): AuditedEndpoint | UnauditedEndpoint | null {
  const path = url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : null;
  if (path === null) return null;
  const verb = method === 'HEAD' ? 'GET' : method;
  // A POST standing for a DELETE (`_method: "delete"`) is the DELETE's.
  const entry = vocabulary[`${verb} ${path}`] ?? (verb === 'POST' ? vocabulary[`DELETE ${path}`] : undefined);
  if (entry) return entry;
  // A write nobody described is still audited, under its path (the route walk test names it).
  return WRITE_METHODS.has(verb) ? { entity: 'auditLog', action: 'update', idParam: null } : null;
}

interface PendingLine {
  scope: AuditScope;
  endpoint: AuditedEndpoint;
}

/** Lines written just before the answer leaves (`beforeSend` endpoints). */
const pendingLines = new WeakMap<FastifyRequest, PendingLine>();

/**
 * Hangs the audit trail on every route the vocabulary names: added before the routes are
 * registered, it wraps each audited route's handler (no route is edited).
 */
export function installAuditTrail(app: FastifyInstance, ctx: AppContext, vocabulary: AuditVocabulary): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const entry = auditedEndpointOf(vocabulary, methods[0] ?? '', route.url);
    if (!entry || 'unaudited' in entry) return;
    route.handler = auditedHandler(ctx, entry, route.handler);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = pendingLines.get(request);
    if (!pending || reply.statusCode >= 400) return payload;
    try {
      await writeAuditLine(ctx.db, {
        at: ctx.clock(),
        actor: pending.scope.actor,
        serviceId: pending.scope.serviceId,
        shopId: shopIdOf(request),
        entity: pending.endpoint.entity,
        entityId: entityIdOf(request, pending.endpoint) ?? idInAnswer(payload),
        action: actionOf(pending.endpoint, request),
        details: pending.endpoint.details?.(request) ?? null,
        ...originOf(pending.scope),
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit line not written; the answer is withheld');
      return serverErrorInstead(reply, payload);
    }
    return payload;
  });
}

function auditedHandler(ctx: AppContext, endpoint: AuditedEndpoint, handler: RouteHandlerMethod) {
  if (endpoint.mode === 'beforeSend') {
    return function audited(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const scope = newAuditScope(request);
      pendingLines.set(request, { scope, endpoint });
      return runInAuditScope(scope, () => handler.call(this, request, reply));
    };
  }
  return async function audited(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const scope = newAuditScope(request);
    // An answer the handler sends itself (reply.code(201).send(...)) waits for the commit.
    const held = holdSends(reply);
    let result: unknown;
    try {
      result = await runInAuditScope(scope, () =>
        inRequestTransaction(
          ctx.db,
          async (): Promise<unknown> => handler.call(this, request, reply),
          (root, body) =>
            auditedTransaction(root, body, () => ({
              at: ctx.clock(),
              scope,
              entity: endpoint.entity,
              action: actionOf(endpoint, request),
              table: endpoint.table ?? null,
              entityId: entityIdOf(request, endpoint),
              shopId: shopIdOf(request),
              details: endpoint.details?.(request) ?? null,
            })),
        ),
      );
    } finally {
      held.release();
    }
    return held.sent ? reply.send(held.sent.payload) : result;
  };
}

const HELD = Symbol('held answer');

/**
 * Keeps a handler's reply.send() from answering before the transaction commits: the payload is
 * kept and sent afterwards. (Returning the reply would make the handler's promise wait for the
 * answer to go out: a reply is a thenable.)
 */
function holdSends(reply: FastifyReply) {
  const own = Object.prototype.hasOwnProperty.call(reply, 'send');
  const original = reply.send;
  const held: { sent: { payload: unknown } | null; release(): void } = {
    sent: null,
    release() {
      if (own) reply.send = original;
      else delete (reply as Partial<FastifyReply>).send;
    },
  };
  reply.send = ((payload?: unknown) => {
    held.sent = { payload };
    return HELD;
  }) as unknown as FastifyReply['send'];
  return held;
}

function actionOf(endpoint: AuditedEndpoint, request: FastifyRequest): AuditAction {
  return typeof endpoint.action === 'function' ? endpoint.action(request) : endpoint.action;
}

function paramsOf(request: FastifyRequest): Record<string, string> {
  return (request.params ?? {}) as Record<string, string>;
}

function entityIdOf(request: FastifyRequest, endpoint: AuditedEndpoint): string | null {
  const params = paramsOf(request);
  const name = endpoint.idParam === undefined ? 'id' : endpoint.idParam;
  const value = name === null ? undefined : params[name];
  return typeof value === 'string' && value.length <= 64 ? value : null;
}

function shopIdOf(request: FastifyRequest): number | null {
  const value = paramsOf(request).shopId;
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** A job's id in a `{ data: { id } }` answer (an import upload names its job only there). */
function idInAnswer(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 64) : null;
  } catch {
    return null;
  }
}

function serverErrorInstead(reply: FastifyReply, payload: unknown): string {
  if (payload && typeof payload === 'object' && 'destroy' in payload && typeof payload.destroy === 'function')
    (payload as { destroy(): void }).destroy();
  reply.code(500);
  reply.removeHeader('content-disposition');
  reply.removeHeader('content-length');
  reply.header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify({ message: ja.errors.serverError });
}
