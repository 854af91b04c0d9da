/** PostgreSQL's unique_violation, as thrown by either driver (drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * The values of the key a unique violation found taken ("12, B-001" of `Key (shop_id,
 * contract_number)=(12, B-001) already exists.`), as either driver reports it; null otherwise.
 */
export function uniqueViolationValues(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, detail } = current as { code?: string; detail?: unknown };
    if (code !== '23505') continue;
    const values = typeof detail === 'string' ? /\)=\((.*)\) already exists/.exec(detail) : null;
    return values?.[1] ?? null;
  }
  return null;
}

/**
 * PostgreSQL's class 22 ("data exception": a value out of range for its column, a NUL in
 * text, an invalid number): the database refused a value it was given, as either driver
 * reports it.
 */
export function isDataException(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * A write's catch handler: a unique violation of one of these constraints becomes the error it
 * stands for (a form field's value another record took meanwhile, a version that no longer
 * holds); any other error is thrown as it is.
 */
export function rethrowUniqueViolations(
  errors: Readonly<Record<string, () => Error>>,
): (error: unknown) => never {
  return (error) => {
    for (const [constraint, toError] of Object.entries(errors)) {
      if (isUniqueViolation(error, constraint)) throw toError();
    }
    throw error;
  };
}
