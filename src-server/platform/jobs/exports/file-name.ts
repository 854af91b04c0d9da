import { formatInTimeZone } from 'date-fns-tz';
import { csvExportKindOf, TIME_ZONE } from '@shared/constants';
import { ja } from '@shared/messages';
import type { CsvDownloadName } from '../download';

/**
 * `店舗_20260401_0930.csv` (the kind and the Tokyo time of the request), as main names the saved
 * file; or the name the export chose (a journal's period, `.zip` for several files).
 */
export function exportFileName(exportId: string, requestedAt: Date, chosen: string | null = null): CsvDownloadName {
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
    name: `${kind ? ja.enums.csvKind[kind] : exportId}_${stamp}.csv`,
    asciiName: `${kind ?? exportId}_${stamp}.csv`,
  };
}
