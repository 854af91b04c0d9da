import { MAX_INTEGER } from '@shared/constants';
import { notFound } from '../errors';

/** A record id from the path: a positive 32-bit integer, else the record cannot exist (404). */
export function pathId(value: string): number {
  if (!/^\d{1,10}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id < 1 || id > MAX_INTEGER) throw notFound();
  return id;
}
