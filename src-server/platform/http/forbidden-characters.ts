import type { FastifyInstance } from 'fastify';
import type { ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';
import { containsNul, fieldMessage } from '@shared/validation';
import { validationFailed } from '../errors';
import { badRequest } from './errors';
import { fieldLabel } from './validation';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The `{ name, message }` entries for every string (value or key) in `source` that holds a
 * character PostgreSQL refuses (NUL), named by its path as a 422 names fields
 * (`allowIps.0.ipAddress`). Iterative and without copying paths, so a deeply nested JSON
 * body can neither overflow the stack nor take quadratic time.
 */
export function forbiddenCharacterErrors(source: unknown): ErrorEntry[] {
  const errors = new Map<string, string>();
  const refuse = (path: string[]) => {
    const name = path.join('.');
    const label = fieldLabel(path.findLast((key) => !/^\d+$/.test(key)) ?? name);
    if (!errors.has(name)) errors.set(name, fieldMessage(label, ja.validation.forbiddenCharacter));
  };
  const pending: Visit[] = [{ value: source, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (containsNul(value)) refuse(pathOf(visit));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (containsNul(key)) refuse([...pathOf(visit), key.replaceAll('\u0000', '')]);
        else pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return [...errors].map(([name, message]) => ({ name, message }));
}

/**
 * Refuses NUL characters once, for every route, before any handler runs: in a path value the
 * request names nothing (400); in a query value or a JSON body it is a field error (422).
 * Multipart text fields are checked by the multipart reader, which is where they are read.
 */
export function registerForbiddenCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (forbiddenCharacterErrors(request.params).length > 0) throw badRequest();
    const errors = [...forbiddenCharacterErrors(request.query), ...forbiddenCharacterErrors(request.body)];
    if (errors.length === 0) return;
    if (errors.some((entry) => entry.name === '')) throw badRequest();
    throw validationFailed(errors);
  });
}
