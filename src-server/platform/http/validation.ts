import { z } from 'zod';
import type { ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { validationFailed } from '../errors';
import { badRequest } from './errors';

type Issue = z.core.$ZodIssue;

/**
 * Parses a request body or query with a shared contract schema. Field problems become a
 * 422 with one Japanese `{ name, message }` entry per field; a body that is not even an
 * object is a 400.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const source = input ?? {};
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  if (result.error.issues.some((issue) => issue.path.length === 0)) throw badRequest();
  throw validationFailed(toErrorEntries(result.error.issues, source));
}

/** The field errors a schema finds in a value (none when it passes). */
export function fieldErrors(schema: z.ZodType, input: unknown): ErrorEntry[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toErrorEntries(result.error.issues, input);
}

function toErrorEntries(issues: readonly Issue[], source: unknown): ErrorEntry[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (!byField.has(name)) byField.set(name, issueMessage(issue, valueAt(source, issue.path)));
  }
  return [...byField].map(([name, message]) => ({ name, message }));
}

/** The shared rule builders put the whole Japanese message on their (custom) issues; zod's own are translated here. */
function issueMessage(issue: Issue, value: unknown): string {
  if (issue.code === 'custom' && issue.message !== zodDefaultCustomMessage()) return issue.message;
  const label = fieldLabel(String(issue.path[issue.path.length - 1]));
  if (isBlank(value)) return fieldMessage(label, ja.validation.required);
  if (issue.code === 'too_big' && issue.origin === 'string')
    return fieldMessage(label, ja.validation.maxLength, { max: Number(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'string')
    return fieldMessage(label, ja.validation.minLength, { min: Number(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'number')
    return fieldMessage(label, ja.server.maxValue, { max: Number(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'number')
    return fieldMessage(label, ja.validation.integerFrom, { min: Number(issue.minimum) });
  return fieldMessage(label, ja.server.invalidValue);
}

/** Labels by field name; the form sections share names (email, telephone), which mean the same thing. */
const FIELD_LABELS: Record<string, string> = {
  ...Object.assign({}, ...Object.values(ja.forms)),
  ...ja.fields,
  ...ja.server.fields,
};

/** The Japanese label of a request field, or its name when the catalogue has none. */
export function fieldLabel(name: string): string {
  return FIELD_LABELS[name] ?? name;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * What zod says for a custom check that was given no message of its own: such an issue gets
 * the field's 「…の値が正しくありません。」 like zod's other issues, never zod's generic text.
 */
function zodDefaultCustomMessage(): string {
  const result = z.custom(() => false).safeParse(undefined);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}
