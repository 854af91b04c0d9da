/** What a driver's error may carry (node-postgres and PGlite alike), on any error of a chain. */
interface DriverErrorFields {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  message?: unknown;
}

/**
 * An error and the errors it wraps (`cause`), outermost first: drizzle wraps the driver's error
 * as the cause, and the driver's error is the one with the SQLSTATE `code`.
 */
export function* errorChain(error: unknown): Generator<DriverErrorFields> {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    yield current as DriverErrorFields;
  }
}

/** Whether the error, or one it wraps, carries a code (a SQLSTATE, a socket errno) that `matches`. */
export function hasErrorCode(error: unknown, matches: (code: string) => boolean): boolean {
  for (const { code } of errorChain(error)) {
    if (typeof code === 'string' && matches(code)) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation, as thrown by either driver (drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const { code, constraint: name } of errorChain(error)) {
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * The values of the key a unique violation found taken ("12, B-001" of `Key (shop_id,
 * contract_number)=(12, B-001) already exists.`), as either driver reports it; null otherwise.
 */
export function uniqueViolationValues(error: unknown): string | null {
  for (const { code, detail } of errorChain(error)) {
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
  return hasErrorCode(error, (code) => /^22[0-9A-Z]{3}$/.test(code));
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
