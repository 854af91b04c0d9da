import type { AUDIT_SECRET_VALUE } from '@shared/constants';

/**
 * One row an audited request touched, as the capture trigger writes it (see the audit trigger
 * migration): the table, the operation, the row's id, service and shop, a name for it, and each
 * column that changed as `[before, after]` (a secret column as "*": changed, value never kept).
 */
export interface CapturedRow {
  t: string;
  op: 'i' | 'u' | 'd';
  id: string | number | null;
  sv?: number | null;
  sh?: number | null;
  lb?: string | null;
  c: Record<string, [unknown, unknown] | typeof AUDIT_SECRET_VALUE>;
}

/** The captured rows of a line, as read from its jsonb (anything else in it is left out). */
export function capturedRowsOf(value: unknown): CapturedRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row): row is CapturedRow =>
      row !== null &&
      typeof row === 'object' &&
      typeof (row as CapturedRow).t === 'string' &&
      typeof (row as CapturedRow).c === 'object',
  );
}
