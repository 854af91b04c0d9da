import {
  ACCOUNTING_TARGET,
  FREEE_MAX_FILE_BYTES,
  YAYOI_DEPARTMENT_MAX_BYTES,
  YAYOI_EDITION,
  YAYOI_ONLINE_MAX_FILE_BYTES,
  YAYOI_ONLINE_MAX_FILE_LINES,
} from '@shared/constants';
import type { AccountingTarget } from '@shared/constants';
import { halfWidthDigits } from '@shared/input';
import { ja } from '@shared/messages';
import type { AccountingSettingsFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import type { FileWriter } from '../../platform/jobs/files/store';
import { departmentOf } from './formats/format';
import type { JournalFormat } from './formats/format';
import { freeeFormat } from './formats/freee';
import { moneyForwardFormat } from './formats/money-forward';
import { yayoiFormat } from './formats/yayoi';
import { journalFileWriter } from './journal-file';
import type { FileLimits, WrittenJournal } from './journal-file';
import { journalGroups } from './journal-rows';
import type { JournalScope } from './journal-rows';
import { slipsOf } from './journal-slips';
import type { JournalSlip } from './journal-slips';

/** The ASCII stem of the files inside a zip (Windows' own unzip reads any name in ASCII). */
const PART_STEMS: Readonly<Record<AccountingTarget, string>> = {
  yayoi: 'yayoi_shiwake',
  freee: 'freee_torihiki',
  moneyForward: 'mf_shiwakecho',
};

export interface JournalRequest {
  target: AccountingTarget;
  scope: JournalScope;
  range: { from: string; to: string };
  settings: AccountingSettingsFormValues;
}

function formatOf(target: AccountingTarget, settings: AccountingSettingsFormValues): JournalFormat {
  const formatSettings = { target: settings.targets[target], department: settings.department };
  if (target === ACCOUNTING_TARGET.YAYOI) return yayoiFormat(formatSettings);
  if (target === ACCOUNTING_TARGET.FREEE) return freeeFormat(formatSettings);
  return moneyForwardFormat(formatSettings);
}

/** freee takes 5 MB a file; 弥生会計 オンライン 1 MB and 1,000 lines; the others any size. */
export function fileLimitsOf(
  target: AccountingTarget,
  settings: AccountingSettingsFormValues,
): FileLimits | null {
  if (target === ACCOUNTING_TARGET.FREEE) return { maxBytes: FREEE_MAX_FILE_BYTES };
  if (target === ACCOUNTING_TARGET.YAYOI && settings.yayoiEdition === YAYOI_EDITION.ONLINE) {
    return { maxBytes: YAYOI_ONLINE_MAX_FILE_BYTES, maxLines: YAYOI_ONLINE_MAX_FILE_LINES };
  }
  return null;
}

const compactDay = (day: string) => day.replaceAll('-', '');

/** `弥生会計_仕訳_20250601-20250630.csv`, or `.zip` for a journal in several files. */
export function journalFileName(request: Pick<JournalRequest, 'target' | 'range'>, parts: number): string {
  const label = ja.accounting.fileLabels[request.target];
  const { from, to } = request.range;
  return `${label}_${compactDay(from)}-${compactDay(to)}.${parts > 1 ? 'zip' : 'csv'}`;
}

/** The zip's entries carry the period's last day (local midnight, as a zip stores times). */
function zipTimeOf(day: string): Date {
  const [year = 1980, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

export interface JournalRun extends WrittenJournal {
  slips: number;
  fileName: string;
}

/**
 * Writes the journal of a period into `file` in the target's layout and file form: the
 * payments grouped by business day, shop, method and rate, a slip per shop and day, numbered
 * in order. `onSlip` sees every slip as it is written (the summary before an export counts
 * them). Deterministic: the same payments and settings give the same bytes.
 */
export async function writeJournal(
  db: Database,
  request: JournalRequest,
  file: FileWriter,
  { keepAlive, onSlip }: { keepAlive?: () => Promise<void>; onSlip?: (slip: JournalSlip) => void } = {},
): Promise<JournalRun> {
  const { target, settings, range } = request;
  const format = formatOf(target, settings);
  const targetSettings = settings.targets[target];
  const stem = `${PART_STEMS[target]}_${compactDay(range.from)}-${compactDay(range.to)}`;
  const writer = journalFileWriter(file, {
    header: format.header,
    encoding: targetSettings.encoding,
    lineEnding: targetSettings.lineEnding,
    limits: fileLimitsOf(target, settings),
    partName: (index) => `${stem}_${String(index).padStart(2, '0')}.csv`,
    zipTime: zipTimeOf(range.to),
  });
  const rules = {
    businessDayCutoffMinutes: settings.businessDayCutoffMinutes,
    defaultTaxRate: settings.defaultTaxRate,
  };
  let slips = 0;
  for await (const groups of journalGroups(db, request.scope, rules, range)) {
    for (const slip of slipsOf(groups)) {
      slips += 1;
      onSlip?.(slip);
      await writer.writeUnit(format.records(slip, slips));
    }
    await keepAlive?.();
  }
  const written = await writer.finish();
  return { ...written, slips, fileName: journalFileName(request, written.parts) };
}

/** The shops whose 部門 弥生会計 would cut (more than 24 half-width digits). */
export function departmentCutOf(
  target: AccountingTarget,
  settings: AccountingSettingsFormValues,
  slip: JournalSlip,
): string | null {
  if (target !== ACCOUNTING_TARGET.YAYOI) return null;
  const department = departmentOf(slip.shop, settings.department);
  return halfWidthDigits(department) > YAYOI_DEPARTMENT_MAX_BYTES ? department : null;
}
