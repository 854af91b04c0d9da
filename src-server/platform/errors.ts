import type { ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';

/**
 * A failure the domain names: a record that is not there, one outside the caller's reach, a
 * stale version, values a rule refuses. Reads, writes, scope checks and the platform below the
 * route edge raise these; the edge (platform/http/error-handler) answers each with its HTTP
 * status and the Japanese `{ message, errors? }` body.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Field problems, one `{ name, message }` a field. */
    readonly errors?: ErrorEntry[],
    /** What else the answer names beside the message and the fields (the payment ingest's conflicting rows). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** No live session or key. */
export class Unauthenticated extends DomainError {}

/** The caller may not do this, or not to this record. */
export class Forbidden extends DomainError {}

/** No such record (or none in the caller's service). */
export class NotFound extends DomainError {}

/** The record changed since the caller read it, or is no longer in a state that allows this. */
export class Conflict extends DomainError {}

/** Values a rule refuses; `errors` names the fields. */
export class Invalid extends DomainError {}

/** Too many attempts in a short time. */
export class TooManyAttempts extends DomainError {}

export const sessionExpired = () => new Unauthenticated(ja.auth.sessionExpired);
export const forbidden = () => new Forbidden(ja.errors.forbidden);
export const notFound = () => new NotFound(ja.errors.notFound);
/** The record a read found, or NotFound when it found none (in the caller's service). */
export async function found<T>(record: Promise<T | null | undefined>): Promise<T> {
  const value = await record;
  if (value === null || value === undefined) throw notFound();
  return value;
}
/** A write over a version the caller did not read (optimistic locking, see db/versions). */
export const staleWrite = () => new Conflict(ja.errors.alreadyUpdated);
export const validationFailed = (errors: ErrorEntry[]) => new Invalid(ja.errors.validationFailed, errors);
/** One field refused, its message also the answer's message. */
/** A form field whose value another record of its kind already has (a shop code, an e-mail address). */
export const alreadyRegistered = (name: string, label: string): ErrorEntry => ({
  name,
  message: fieldMessage(label, ja.validation.alreadyRegistered),
});

export const invalidField = (name: string, message: string) => new Invalid(message, [{ name, message }]);
