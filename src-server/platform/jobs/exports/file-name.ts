import { formatInTimeZone } from 'date-fns-tz';
import { csvExportKindOf, TIME_ZONE } from '@shared/constants';
import { ja } from '@shared/messages';
import type { CsvDownloadName } from '../download';
import { DEFAULT_FILE_OPTIONS } from './file-options';
import type { ExportFileOptions } from './file-options';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `店舗_20260401_0930.csv` (the kind and the Tokyo time of the request; `.xlsx` for a workbook),
 * as main names the saved file, with the media type of the file the request chose; or the name
 * the export chose (a journal's period, `.zip` for several files).
 */
export function exportFileName(
  exportId: string,
  requestedAt: Date,
  { format, encoding }: ExportFileOptions = DEFAULT_FILE_OPTIONS,
  chosen: string | null = null,
): CsvDownloadName {
  if (chosen) {
    const ascii = chosen.replace(/[^A-Za-z0-9._-]+/g, '').replace(/^[_.-]+/, '');
    return {
      name: chosen,
      asciiName: `${exportId}_${ascii}`,
      contentType: chosen.endsWith('.zip') ? 'application/zip' : 'text/csv',
    };
  }
  const kind = csvExportKindOf(exportId);
  const stamp = formatInTimeZone(requestedAt, TIME_ZONE, 'yyyyMMdd_HHmm');
  return {
    name: `${kind ? ja.enums.csvKind[kind] : exportId}_${stamp}.${format}`,
    asciiName: `${kind ?? exportId}_${stamp}.${format}`,
    contentType:
      format === 'xlsx'
        ? XLSX_CONTENT_TYPE
        : encoding === 'utf-8'
          ? 'text/csv; charset=UTF-8'
          : 'text/csv; charset=Shift_JIS',
  };
}
