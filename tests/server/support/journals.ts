import { expect } from 'vitest';
import {
  DEFAULT_ACCOUNTING_SETTINGS,
  accountingSettingsResponseSchema,
  exportRequestResponseSchema,
  exportStatusResponseSchema,
} from '@shared/api';
import type { AccountingSettings, AccountingSettingsRequest, ExportStatusBody } from '@shared/api';
import {
  CSV_EXPORT_IDS,
  EC_PAYMENT_STATUS,
  EC_SALES_TYPE,
  PAYMENT_CHANNEL,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
} from '@shared/constants';
import type { IngestPaymentInput } from '@shared/api';
import type { AccountingSettingsFormValues } from '@shared/validation';
import { demoIngestKey } from '../../../src-server/modules/payments/demo';
import { insertIngestKey } from '../../../src-server/modules/payments/ingest-keys';
import { serviceIdOf } from './accounts';
import type { TestApi } from './harness';
import { getFile } from './jobs';

/** The demo's ingest key, on a database seeded without the demo's payments (which bring it). */
export async function allowDemoIngest(api: TestApi, subdomain = 'demo'): Promise<void> {
  await insertIngestKey(api.db, await serviceIdOf(api, subdomain), demoIngestKey(subdomain), 'テスト');
}

export const JOURNAL_EXPORT_ID = {
  yayoi: CSV_EXPORT_IDS.journalYayoi,
  freee: CSV_EXPORT_IDS.journalFreee,
  moneyForward: CSV_EXPORT_IDS.journalMoneyForward,
} as const;

export async function readAccountingSettings(
  api: TestApi,
  token: string,
  subdomain = 'demo',
): Promise<AccountingSettings> {
  const response = await api.request('GET', `/${subdomain}/accounting/settings`, { token });
  expect(response.status).toBe(200);
  return accountingSettingsResponseSchema.parse(response.body).data;
}

/** Saves settings over what the service has now (its current version). */
export async function saveAccountingSettings(
  api: TestApi,
  token: string,
  change: (current: AccountingSettingsFormValues) => AccountingSettingsFormValues,
  subdomain = 'demo',
) {
  const { updatedAt, ...current } = await readAccountingSettings(api, token, subdomain);
  const body: AccountingSettingsRequest = { ...change(current), updatedAt };
  return api.request('PUT', `/${subdomain}/accounting/settings`, { token, body });
}

export function withSettings(
  change: Partial<AccountingSettingsFormValues>,
): (current: AccountingSettingsFormValues) => AccountingSettingsFormValues {
  return (current) => ({ ...current, ...change });
}

export { DEFAULT_ACCOUNTING_SETTINGS };

/** Runs an export job through the worker; answers its final status. */
export async function runJournalExport(api: TestApi, token: string, path: string): Promise<ExportStatusBody> {
  const response = await api.request('GET', path, { token });
  expect(response.status).toBe(202);
  const id = exportRequestResponseSchema.parse(response.body).data.id;
  await api.app.jobWorker.drain();
  const status = await api.request('GET', `/export/status/${id}`, { token });
  return exportStatusResponseSchema.parse(status.body).data;
}

/** The bytes of a successful export, with its download headers. */
export async function journalFile(api: TestApi, token: string, path: string) {
  const status = await runJournalExport(api, token, path);
  expect(status).toMatchObject({ status: 1, error: null });
  const file = await getFile(api, status.url ?? '', token);
  expect(file.status).toBe(200);
  return { status, bytes: file.raw, headers: file.headers };
}

let sequence = 0;

/** A payment of the fixed data set: `at` is Tokyo time `yyyy-MM-ddTHH:mm`. */
export function payment(
  shopCode: string,
  at: string,
  amount: number,
  overrides: Partial<IngestPaymentInput> = {},
): IngestPaymentInput {
  sequence += 1;
  return {
    transactionId: `JOURNAL-${at.replace(/\D/g, '')}-${sequence}`,
    shopCode,
    channel: PAYMENT_CHANNEL.IN_STORE,
    paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
    paymentCount: 1,
    itemName: 'ブレンドコーヒー',
    amount,
    paidAt: `${at}:00+09:00`,
    ...overrides,
  };
}

export const cancelled = { status: PAYMENT_STATUS.CANCELLED } as const;
export const ecConfirmed = {
  channel: PAYMENT_CHANNEL.EC,
  ecSalesType: EC_SALES_TYPE.IMMEDIATE,
  ecStatus: EC_PAYMENT_STATUS.SALES_CONFIRMED,
} as const;
export const ecCancelled = { ...ecConfirmed, ecStatus: EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED } as const;
