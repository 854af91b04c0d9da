import type { ImportTarget } from '@shared/constants/imports';
import type { TextEncodingName } from '@shared/encoding/decode';
import type { ImportRowError } from '@shared/ipc/jobs';

/** What a local validator gets: the CSV already decoded (UTF-8 or CP932) and where it goes. */
export interface ImportValidationInput {
  target: ImportTarget;
  subdomain: string;
  shopId: number | null;
  fileName: string;
  text: string;
  encoding: TextEncodingName;
}

/** What a local validator found. */
export type ImportValidation =
  /** The rows were checked: every problem found (none: the file may be uploaded). */
  | { outcome: 'checked'; rowErrors: ImportRowError[] }
  /** The server would refuse the file as a whole (its header, a broken quote), with this message. */
  | { outcome: 'fileRejected'; message: string }
  /** What the check needs could not be had (its lookups); the server checks the file alone. */
  | { outcome: 'unchecked'; reason: string };

/**
 * Checks a CSV before it is uploaded, so the user sees row errors at once instead of after a
 * server round trip.
 */
export type ImportValidator = (input: ImportValidationInput) => ImportValidation | Promise<ImportValidation>;

/** How many row errors a rejected file reports (the first ones). */
export const MAX_REPORTED_ROW_ERRORS = 100;

export interface ImportValidators {
  /** One validator per target; registering again replaces it. Answers a function that removes it. */
  register(target: ImportTarget, validator: ImportValidator): () => void;
  validatorFor(target: ImportTarget): ImportValidator | undefined;
}

export function createImportValidators(
  initial: Partial<Record<ImportTarget, ImportValidator>> = {},
): ImportValidators {
  const validators = new Map(Object.entries(initial) as Array<[ImportTarget, ImportValidator]>);
  return {
    register(target, validator) {
      validators.set(target, validator);
      return () => {
        if (validators.get(target) === validator) validators.delete(target);
      };
    },
    validatorFor: (target) => validators.get(target),
  };
}
