import type { ChannelParsedRequest } from '../../../src-shared/ipc/contract';
import type { ImportStartResult } from '../../../src-shared/ipc/jobs';
import { ja } from '../../../src-shared/messages';
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
    const rowErrors = await validator({
      target: request.target,
      subdomain: request.subdomain,
      shopId: request.shopId ?? null,
      fileName: file.fileName,
      text: file.decoded.text,
      encoding: file.decoded.encoding,
    });
    if (rowErrors.length === 0) return null;
    return {
      outcome: 'rejected',
      message: ja.main.importRowErrors,
      rowErrors: rowErrors
        .slice(0, MAX_REPORTED_ROW_ERRORS)
        .map(({ row, column, message }) => ({ row, column, message })),
    };
  } catch (error) {
    // A validator that cannot read the file (a broken CSV quote, say) means the format is wrong.
    logger.warn('Local import validation failed', { target: request.target, ...describeError(error) });
    return { outcome: 'rejected', message: ja.errors.importFormatInvalid, rowErrors: [] };
  }
}
