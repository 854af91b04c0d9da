import { randomUUID } from 'node:crypto';

/** Job and file ids are random UUIDs: unguessable, and made without asking the database. */
export function newId(): string {
  return randomUUID();
}

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a path parameter can be an id at all (anything else is simply not found). */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
