import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { CONSOLE_VERSION_HEADER } from '@shared/constants';
import type { Role } from '@shared/constants';

/** Who acted, as the line keeps them (name and e-mail as they were then). */
export interface AuditActor {
  userId: number;
  role: Role;
  serviceId: number | null;
  shopId: number | null;
  name: string;
  email: string;
}

/** What the request edge learns about an audited request while it runs. */
export interface AuditScope {
  actor: AuditActor | null;
  /** The service the path names (`/{subdomain}/...`), once the guard has found it. */
  serviceId: number | null;
  clientAddress: string;
  consoleVersion: string | null;
}

const scopes = new AsyncLocalStorage<AuditScope>();

const VERSION_PATTERN = /^[\w.+-]{1,40}$/;

export function consoleVersionOf(request: FastifyRequest): string | null {
  const value = request.headers[CONSOLE_VERSION_HEADER];
  return typeof value === 'string' && VERSION_PATTERN.test(value) ? value : null;
}

export function newAuditScope(request: FastifyRequest): AuditScope {
  return {
    actor: null,
    serviceId: null,
    clientAddress: request.ip.slice(0, 64),
    consoleVersion: consoleVersionOf(request),
  };
}

export function runInAuditScope<T>(scope: AuditScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** Told by authentication who the caller is; nothing outside an audited request. */
export function noteAuditActor(actor: AuditActor): void {
  const scope = scopes.getStore();
  if (scope) scope.actor = actor;
}

/** Told by the tenant guard which service the request works in (the first one found counts). */
export function noteAuditService(serviceId: number): void {
  const scope = scopes.getStore();
  if (scope && scope.serviceId === null) scope.serviceId = serviceId;
}
