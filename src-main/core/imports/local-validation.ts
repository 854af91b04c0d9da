import type { ChannelParsedRequest } from '@shared/ipc/contract';
import type { ImportRowError, ImportStartResult } from '@shared/ipc/jobs';
import { ja } from '@shared/messages';
import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import type { CheckedImportFile } from './import-file-check';
import { MAX_REPORTED_ROW_ERRORS } from './import-validators';
import type { ImportValidators } from './import-validators';

type Rejected = Extract<ImportStartResult, { outcome: 'rejected' }>;

/** Runs the target's local validator over a decoded CSV; answers the rejection, or null to go on. */
export async function validateLocally(
  validators: ImportValidators,
  request: ChannelParsedRequest<'imports.start'>,
  file: CheckedImportFile,
  logger: Logger,
): Promise<Rejected | null> {
  const validator = validators.validatorFor(request.target);
  if (!validator || !file.decoded) return null;
  try {
    const validation = await validator({
      target: request.target,
      subdomain: request.subdomain,
      shopId: request.shopId ?? null,
      fileName: file.fileName,
      text: file.decoded.text,
      encoding: file.decoded.encoding,
    });
    switch (validation.outcome) {
      case 'checked':
        return validation.rowErrors.length === 0 ? null : rowsRejected(validation.rowErrors);
      case 'fileRejected':
        return { outcome: 'rejected', message: validation.message, rowErrors: [] };
      case 'unchecked':
        logger.warn('Import file not checked before upload', {
          target: request.target,
          reason: validation.reason,
        });
        return null;
    }
  } catch (error) {
    // A validator that throws could not read the file at all: its format is taken to be wrong.
    logger.warn('Local import validation failed', { target: request.target, ...describeError(error) });
    return { outcome: 'rejected', message: ja.errors.importFormatInvalid, rowErrors: [] };
  }
}

function rowsRejected(rowErrors: readonly ImportRowError[]): Rejected {
  return {
    outcome: 'rejected',
    message: ja.main.importRowErrors,
    rowErrors: rowErrors
      .slice(0, MAX_REPORTED_ROW_ERRORS)
      .map(({ row, column, message }) => ({ row, column, message })),
  };
}
