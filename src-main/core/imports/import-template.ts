import { encodeCp932 } from '@shared/encoding/cp932';
import { importTemplateCsv, importTemplateFileName } from '@shared/imports/templates';
import type { CsvImportTarget } from '@shared/imports/templates';
import type { ImportTemplateResult } from '@shared/ipc/jobs';
import { ja } from '@shared/messages';
import { saveAtomically, writeBytes } from '../files/atomic-save';
import type { JobContext } from '../jobs/job-context';
import { chooseSaveTarget } from '../jobs/save-through-dialog';

/**
 * Saves an import's template CSV (its header and an example row) where the user chooses, in
 * CP932 as the exports are, so it opens in Excel as they do and imports as it is.
 */
export async function saveImportTemplate(
  context: JobContext,
  target: CsvImportTarget,
): Promise<ImportTemplateResult> {
  const choice = await chooseSaveTarget(context.dialogs, context.saveFolder, {
    title: ja.imports.templateSaveTitle,
    defaultFileName: importTemplateFileName(target),
    filters: [{ name: ja.main.csvFileFilter, extensions: ['csv'] }],
    allowedFolders: context.csvSaveFolders,
  });
  if (choice.kind === 'cancelled') return { outcome: 'cancelled' };
  if (choice.kind === 'refused') return { outcome: 'refused', message: choice.message };
  const encoded = encodeCp932(importTemplateCsv(target));
  // The templates are the catalogue's own Japanese: every character has a CP932 form.
  if (!encoded.ok) throw new Error(`template ${target} has characters CP932 lacks`);
  await saveAtomically(context.fileSystem, choice.path, writeBytes(encoded.bytes));
  context.saveFolder.rememberFileIn(choice.path);
  context.logger.info('Import template saved', { target });
  return { outcome: 'saved' };
}
