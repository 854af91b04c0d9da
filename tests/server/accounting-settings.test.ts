import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTING_SETTINGS, accountingSettingsWriteResponseSchema } from '@shared/api';
import { ja } from '@shared/messages';
import type { AccountingSettingsFormValues } from '@shared/validation';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { readAccountingSettings } from './support/journals';

type Targets = AccountingSettingsFormValues['targets'];

/** The settings with one target's part changed. */
function withTarget<T extends keyof Targets>(
  settings: AccountingSettingsFormValues,
  target: T,
  change: (current: Targets[T]) => Targets[T],
): AccountingSettingsFormValues {
  return { ...settings, targets: { ...settings.targets, [target]: change(settings.targets[target]) } };
}

function withCreditCard(
  settings: AccountingSettingsFormValues,
  target: keyof Targets,
  pair: { account: string; subAccount: string },
): AccountingSettingsFormValues {
  return withTarget(settings, target, (current) => ({
    ...current,
    receivables: { ...current.receivables, creditCard: pair },
  }));
}

describe.each(DATABASE_TARGETS)('会計連携設定 on $name', (target) => {
  const { api, tokens } = demoApi(target);

  const put = (body: unknown, token = tokens.client, subdomain = 'demo') =>
    api.request('PUT', `/${subdomain}/accounting/settings`, { token, body });

  it('answers the defaults, never saved, until the first save; then the saved settings and version', async () => {
    const before = await readAccountingSettings(api, tokens.client);
    expect(before).toEqual({ ...DEFAULT_ACCOUNTING_SETTINGS, updatedAt: null });
    const changed = withCreditCard(
      { ...DEFAULT_ACCOUNTING_SETTINGS, businessDayCutoffMinutes: 240, defaultTarget: 'moneyForward' },
      'moneyForward',
      { account: '売掛金', subAccount: 'VISA・Master' },
    );
    const saved = await put({ ...changed, updatedAt: null });
    expect(saved.status).toBe(200);
    const body = accountingSettingsWriteResponseSchema.parse(saved.body);
    expect(body.message).toBe(ja.accounting.settingsPage.saved);
    expect(body.data).toEqual({ ...changed, updatedAt: expect.any(String) });
    expect(await readAccountingSettings(api, tokens.master)).toEqual(body.data);

    // A second first save, or a save over a version since replaced, is 409.
    expect((await put({ ...changed, updatedAt: null })).status).toBe(409);
    const next = await put({ ...changed, businessDayCutoffMinutes: 0, updatedAt: body.data.updatedAt });
    expect(next.status).toBe(200);
    expect((await put({ ...changed, updatedAt: body.data.updatedAt })).status).toBe(409);
  });

  it('refuses names longer than 弥生会計 keeps: 勘定科目 12, 補助科目 15 characters, 24 half-width digits', async () => {
    const { updatedAt, ...current } = await readAccountingSettings(api, tokens.client);
    const cases: [{ account: string; subAccount: string }, string, string][] = [
      [
        { account: '売掛金売掛金売掛金売掛金売', subAccount: '' },
        'account',
        'は12文字以内で入力してください。',
      ],
      [
        { account: '売掛金', subAccount: 'ABCDEFGHIJKLMNOP' },
        'subAccount',
        'は15文字以内で入力してください。',
      ],
      [
        { account: '売掛金', subAccount: 'クレジットカード決済分売上' },
        'subAccount',
        'は半角24文字（全角12文字）以内で入力してください。',
      ],
    ];
    for (const [pair, field, message] of cases) {
      const response = await put({ ...withCreditCard(current, 'yayoi', pair), updatedAt });
      expect(response.status, JSON.stringify(pair)).toBe(422);
      expect((response.body as { errors: unknown[] }).errors).toEqual([
        {
          name: `targets.yayoi.receivables.creditCard.${field}`,
          message: `弥生会計：クレジットカードの${field === 'account' ? '勘定科目' : '補助科目'}${message}`,
        },
      ]);
    }
    // The same names pass for マネーフォワード, which keeps longer ones.
    const long = { account: '売掛金売掛金売掛金売掛金売', subAccount: 'クレジットカード決済分売上' };
    expect((await put({ ...withCreditCard(current, 'moneyForward', long), updatedAt })).status).toBe(200);
  });

  it('refuses, in a Shift_JIS file, a name Shift_JIS cannot hold; a UTF-8 file takes it', async () => {
    const { updatedAt, ...current } = await readAccountingSettings(api, tokens.client);
    const name = { account: '売掛金', subAccount: '𠮷田カード' };
    const refused = await put({ ...withCreditCard(current, 'freee', name), updatedAt });
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: { name: string }[] }).errors.map((error) => error.name)).toEqual([
      'targets.freee.receivables.creditCard.subAccount',
    ]);
    const utf8 = withTarget(withCreditCard(current, 'freee', name), 'freee', (settings) => ({
      ...settings,
      encoding: 'utf8Bom',
    }));
    expect((await put({ ...utf8, updatedAt })).status).toBe(200);
  });

  it('refuses what a target cannot take: UTF-8 for 弥生, line breaks in a name, a cutoff off the half hour', async () => {
    const { updatedAt, ...current } = await readAccountingSettings(api, tokens.client);
    const yayoiUtf8 = withTarget(current, 'yayoi', (settings) => ({
      ...settings,
      encoding: 'utf8Bom' as const,
    }));
    const broken = withTarget(current, 'moneyForward', (settings) => ({
      ...settings,
      sales: { account: '売上\n高', subAccount: '' },
    }));
    for (const [body, name] of [
      [yayoiUtf8, 'targets.yayoi.encoding'],
      [broken, 'targets.moneyForward.sales.account'],
      [{ ...current, businessDayCutoffMinutes: 75 }, 'businessDayCutoffMinutes'],
      [{ ...current, defaultTaxRate: 5 }, 'defaultTaxRate'],
    ] as const) {
      const response = await put({ ...body, updatedAt });
      expect(response.status, name).toBe(422);
      expect((response.body as { errors: { name: string }[] }).errors.map((error) => error.name)).toEqual([
        name,
      ]);
    }
  });

  it('keeps the settings to head office of the service', async () => {
    for (const token of [tokens.store, tokens.group]) {
      expect((await api.request('GET', '/demo/accounting/settings', { token })).status).toBe(403);
      expect((await put({ ...DEFAULT_ACCOUNTING_SETTINGS, updatedAt: null }, token)).status).toBe(403);
    }
    expect((await api.request('GET', '/sample/accounting/settings', { token: tokens.client })).status).toBe(
      403,
    );
    // A client without the summary's policy (the sample's) is refused, as on the summary.
    const sampleClient = await api.login('client@sample.example');
    expect((await api.request('GET', '/sample/accounting/settings', { token: sampleClient })).status).toBe(
      403,
    );
    // The sample service keeps its own (seeded) settings: freee, 8% by default.
    expect(await readAccountingSettings(api, tokens.master, 'sample')).toMatchObject({
      defaultTarget: 'freee',
      defaultTaxRate: 8,
      department: 'shopCode',
    });
  });
});
