import { eq } from 'drizzle-orm';
import { DEFAULT_ACCOUNTING_SETTINGS } from '@shared/api';
import type { AccountingSettings, ErrorEntry } from '@shared/api';
import { ACCOUNTING_TARGETS, FILE_ENCODING } from '@shared/constants';
import { encodeCp932 } from '@shared/encoding';
import { formatMessage, ja } from '@shared/messages';
import { accountingSettingsFormSchema, fieldMessage } from '@shared/validation';
import type { AccountingSettingsFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { saveKeyedRow } from '../../platform/db/keyed-row';
import { nextVersion } from '../../platform/db/versions';
import { validationFailed } from '../../platform/errors';
import { apiTime } from '../../platform/http/time';
import { accountingSettings } from './schema';

/** A service's settings as the journals use them, and whether they were ever saved. */
export interface LoadedAccountingSettings {
  values: AccountingSettingsFormValues;
  updatedAt: Date | null;
}

/**
 * The settings of a service: the saved document read through the form's schema (so a document
 * saved under older rules still gives valid values, the defaults filling what no longer
 * passes), or the defaults before the first save.
 */
export async function loadAccountingSettings(
  db: Database,
  serviceId: number,
): Promise<LoadedAccountingSettings> {
  const [row] = await db
    .select({ settings: accountingSettings.settings, updatedAt: accountingSettings.updatedAt })
    .from(accountingSettings)
    .where(eq(accountingSettings.serviceId, serviceId));
  if (!row) return { values: DEFAULT_ACCOUNTING_SETTINGS, updatedAt: null };
  const parsed = accountingSettingsFormSchema.safeParse(row.settings);
  return { values: parsed.success ? parsed.data : DEFAULT_ACCOUNTING_SETTINGS, updatedAt: row.updatedAt };
}

export function accountingSettingsBody({ values, updatedAt }: LoadedAccountingSettings): AccountingSettings {
  return { ...values, updatedAt: updatedAt ? apiTime(updatedAt) : null };
}

/**
 * Every name of a target written in Shift_JIS must be a name Shift_JIS holds: refused here
 * rather than found as 〓 in the accounting software. (The form's own rules, shared with the
 * console, cannot know Shift_JIS: its table lives in Node.)
 */
export function shiftJisErrors(values: AccountingSettingsFormValues): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  for (const target of ACCOUNTING_TARGETS) {
    const settings = values.targets[target];
    if (settings.encoding !== FILE_ENCODING.SHIFT_JIS) continue;
    const names: [string, string][] = [
      ...Object.entries(settings.receivables).flatMap(([category, pair]) => [
        [`receivables.${category}.account`, pair.account] as [string, string],
        [`receivables.${category}.subAccount`, pair.subAccount] as [string, string],
      ]),
      ['sales.account', settings.sales.account],
      ['sales.subAccount', settings.sales.subAccount],
      ['cancellations.account', settings.cancellations.account],
      ['cancellations.subAccount', settings.cancellations.subAccount],
      ...Object.entries(settings.taxCategories).map(
        ([name, value]) => [`taxCategories.${name}`, value] as [string, string],
      ),
    ];
    for (const [path, name] of names) {
      const encoded = encodeCp932(name);
      if (encoded.ok) continue;
      const characters = [...new Set(encoded.unmappable.map((entry) => entry.char))].join('、');
      errors.push({
        name: `targets.${target}.${path}`,
        message: fieldMessage(
          `${ja.accounting.targets[target]}：${name}`,
          formatMessage(ja.accounting.validation.notShiftJis, { characters }),
        ),
      });
    }
  }
  return errors;
}

/**
 * Saves the settings whole under optimistic locking: the first save carries `updatedAt` null,
 * every later one the version it read.
 */
export async function saveAccountingSettings(
  db: Database,
  serviceId: number,
  request: {
    values: AccountingSettingsFormValues;
    /** null: the first save (none may exist yet); a version: the one read; undefined: no check. */
    updatedAt: string | null | undefined;
    userId: number;
  },
  now: Date,
): Promise<LoadedAccountingSettings> {
  const errors = shiftJisErrors(request.values);
  if (errors.length > 0) throw validationFailed(errors);
  const key = eq(accountingSettings.serviceId, serviceId);
  const saved = { settings: request.values, updatedBy: request.userId };
  await saveKeyedRow(
    db,
    {
      table: accountingSettings,
      key,
      version: accountingSettings.updatedAt,
      primaryKey: 'accounting_settings_pkey',
      insert: (tx) =>
        tx.insert(accountingSettings).values({ serviceId, ...saved, registDate: now, updatedAt: now }),
      update: (tx) =>
        tx
          .update(accountingSettings)
          .set({ ...saved, updatedAt: nextVersion(accountingSettings.updatedAt, now) })
          .where(key),
    },
    request.updatedAt,
  );
  return loadAccountingSettings(db, serviceId);
}
