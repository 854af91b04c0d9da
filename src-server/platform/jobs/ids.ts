import { randomUUID } from 'node:crypto';
import { notFound } from '../errors';

/** Job and file ids are random UUIDs: unguessable, and made without asking the database. */
export function newId(): string {
  return randomUUID();
}

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a path parameter can be an id at all (anything else is simply not found). */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/**
 * The job a path names, as `read` finds it for its caller (only the user who asked sees a job):
 * a parameter that is no id, or a job that is not there or not theirs, is 404 alike.
 */
export async function ownJobOrNotFound<Job>(
  id: string,
  read: (id: string) => Promise<Job | null>,
): Promise<Job> {
  const job = isId(id) ? await read(id) : null;
  if (!job) throw notFound();
  return job;
}
