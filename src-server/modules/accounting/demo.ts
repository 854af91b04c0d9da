import { DEFAULT_ACCOUNTING_SETTINGS } from '@shared/api';
import { ACCOUNTING_TARGET, DEPARTMENT_SOURCE, FILE_ENCODING, TAX_RATE } from '@shared/constants';
import type { AccountingSettingsFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { accountingSettings } from './schema';

/**
 * The sample service (a bakery) keeps its books in freee: its payments carry no split between
 * the tax rates, and it sells bread to take away, so the default rate is the reduced 8%; its
 * shops are 部門 by code, and its file is UTF-8. The demo service keeps the defaults (弥生会計)
 * until someone saves its settings.
 */
const SAMPLE_SETTINGS: AccountingSettingsFormValues = {
  ...DEFAULT_ACCOUNTING_SETTINGS,
  defaultTarget: ACCOUNTING_TARGET.FREEE,
  defaultTaxRate: TAX_RATE.REDUCED,
  department: DEPARTMENT_SOURCE.SHOP_CODE,
  targets: {
    ...DEFAULT_ACCOUNTING_SETTINGS.targets,
    freee: { ...DEFAULT_ACCOUNTING_SETTINGS.targets.freee, encoding: FILE_ENCODING.UTF8_BOM },
  },
};

const SETTINGS_BY_SUBDOMAIN: Readonly<Record<string, AccountingSettingsFormValues>> = {
  sample: SAMPLE_SETTINGS,
};

export async function seedAccountingSettings(
  db: Database,
  service: { id: number; subdomain: string },
  now: Date,
): Promise<void> {
  const settings = SETTINGS_BY_SUBDOMAIN[service.subdomain];
  if (!settings) return;
  await db
    .insert(accountingSettings)
    .values({ serviceId: service.id, settings, registDate: now, updatedAt: now });
}
