import { formatInTimeZone } from 'date-fns-tz';
import { TIME_ZONE } from '@shared/constants';
import { ja } from '@shared/messages';
import type { CsvDownloadName } from '../download';

/** `取込エラー_20260401_0930.csv`, after the Tokyo time of the upload. */
export function importErrorFileName(uploadedAt: Date): CsvDownloadName {
  const stamp = formatInTimeZone(uploadedAt, TIME_ZONE, 'yyyyMMdd_HHmm');
  return { name: `${ja.main.importErrorFileLabel}_${stamp}.csv`, asciiName: `import_errors_${stamp}.csv` };
}
