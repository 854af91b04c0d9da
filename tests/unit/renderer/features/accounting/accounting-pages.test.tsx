/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ACCOUNTING_SETTINGS } from '@shared/api';
import type { AccountingSettings, JournalSummary } from '@shared/api';
import { CSV_EXPORT_IDS } from '@shared/constants';
import { tokyoDay } from '@shared/datetime';
import { ja } from '@shared/messages';
import AccountingExportPage from '../../../../../src-renderer/features/accounting/AccountingExportPage';
import AccountingSettingsPage from '../../../../../src-renderer/features/accounting/AccountingSettingsPage';
import {
  initialJournalRequest,
  journalQueryOf,
} from '../../../../../src-renderer/features/accounting/journalPeriod';
import { installBridge, renderPage } from '../../support/harness';
import type { BridgeCalls } from '../../support/harness';

const texts = ja.accounting;

// The settings form is large (three softwares' names): its first validation in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

function settings(overrides: Partial<AccountingSettings> = {}): AccountingSettings {
  return { ...structuredClone(DEFAULT_ACCOUNTING_SETTINGS), updatedAt: null, ...overrides };
}

function summaryOf(request: { target: JournalSummary['target']; from: string; to: string }): JournalSummary {
  return {
    ...request,
    businessDayCutoffMinutes: 0,
    shopCount: 2,
    rows: [
      { category: 'creditCard', taxRate: 10, grossAmount: 12_000, cancelledAmount: 1_000 },
      { category: 'qrCode', taxRate: 8, grossAmount: 3_240, cancelledAmount: 0 },
    ],
    total: { grossAmount: 15_240, cancelledAmount: 1_000, netAmount: 14_240 },
    lines: 5,
    slips: 2,
    files: 1,
    departmentCut: [],
    settingsSaved: true,
  };
}

let bridge: BridgeCalls;

function answerSettings(loaded: AccountingSettings) {
  bridge = installBridge({
    'accounting.settings': () => ({ data: loaded }),
    'shops.options': () => ({ data: [] }),
    'accounting.journalSummary': (request: {
      target: JournalSummary['target'];
      from: string;
      to: string;
    }) => ({
      data: summaryOf(request),
    }),
    'exports.start': () => ({ id: 'job-1', state: 'waiting' }),
    'accounting.saveSettings': (request) => ({
      message: texts.settingsPage.saved,
      data: { ...(request as AccountingSettings), updatedAt: '2026-11-28T06:00:00+09:00' },
    }),
  });
}

describe('会計ソフト連携: the export screen', () => {
  beforeEach(() => answerSettings(settings()));

  const openExport = async () => {
    renderPage(<AccountingExportPage />, {
      route: 'accountingExport',
      url: '/service/demo/accounting/export',
    });
    await screen.findByTestId('journal-target');
  };
  const lastMonth = () => journalQueryOf(initialJournalRequest(tokyoDay(new Date()) ?? ''));

  it('says the defaults apply until the settings are saved, and opens on the default software', async () => {
    await openExport();
    expect(screen.getByTestId('accounting-settings-not-saved')).toHaveTextContent(texts.exportPage.notSet);
    expect(screen.getByTestId('journal-import-steps')).toHaveTextContent(texts.exportPage.importSteps.yayoi);
  });

  it("opens on the company's chosen software and says nothing of defaults once the settings are saved", async () => {
    answerSettings(settings({ defaultTarget: 'moneyForward', updatedAt: '2026-11-01T09:00:00+09:00' }));
    await openExport();
    expect(screen.queryByTestId('accounting-settings-not-saved')).toBeNull();
    expect(screen.getByTestId('journal-import-steps')).toHaveTextContent(
      texts.exportPage.importSteps.moneyForward,
    );
  });

  it("asks for the chosen software's summary of last month, then exports that period as the software's kind", async () => {
    await openExport();
    fireEvent.click(within(screen.getByTestId('journal-target')).getByText(texts.targets.freee));
    expect(screen.getByTestId('journal-import-steps')).toHaveTextContent(texts.exportPage.importSteps.freee);

    fireEvent.click(screen.getByTestId('journal-preview'));
    await screen.findByText(texts.exportPage.previewTitle);
    expect(bridge.payloadsOf('accounting.journalSummary')).toEqual([
      { subdomain: 'demo', target: 'freee', ...lastMonth() },
    ]);
    expect(screen.getByText('14,240円')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId(`csv-export-${CSV_EXPORT_IDS.journalFreee}`));
    await waitFor(() =>
      expect(bridge.payloadsOf('exports.start')).toEqual([
        { subdomain: 'demo', exportId: CSV_EXPORT_IDS.journalFreee, filters: lastMonth() },
      ]),
    );
  });
});

describe('会計連携設定: the settings screen', () => {
  beforeEach(() => answerSettings(settings({ updatedAt: '2026-11-01T09:00:00+09:00' })));

  const openSettings = async () => {
    renderPage(<AccountingSettingsPage />, {
      route: 'accountingSettings',
      url: '/service/demo/accounting/settings',
    });
    await screen.findByTestId('accounting-settings-form');
  };
  const save = () => fireEvent.click(screen.getByRole('button', { name: ja.actions.save }));
  const type = (name: string, value: string) =>
    fireEvent.change(screen.getByTestId(name), { target: { value } });

  it("saves the company's names whole, with the settings' updatedAt against a stale save", async () => {
    await openSettings();
    type('targets.yayoi.receivables.qrCode.subAccount', 'PayPay');
    save();
    await waitFor(() => expect(bridge.payloadsOf('accounting.saveSettings')).toHaveLength(1));
    const [sent] = bridge.payloadsOf('accounting.saveSettings');
    expect(sent).toMatchObject({ subdomain: 'demo', updatedAt: '2026-11-01T09:00:00+09:00' });
    expect(sent!.targets.yayoi.receivables.qrCode).toEqual({ account: '売掛金', subAccount: 'PayPay' });
    expect(sent!.targets.freee).toEqual(DEFAULT_ACCOUNTING_SETTINGS.targets.freee);
  });

  it('refuses at the field a 勘定科目 longer than 弥生会計 オンライン keeps, and saves nothing', async () => {
    await openSettings();
    type('targets.yayoi.sales.account', '売上高（店舗売上・現金以外）');
    save();
    await waitFor(() =>
      expect(screen.getByTestId('targets.yayoi.sales.account')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(bridge.payloadsOf('accounting.saveSettings')).toEqual([]);
  });

  it("opens the tab of the software whose name is refused, even when another software's tab is showing", async () => {
    await openSettings();
    expect(screen.getByTestId('accounting-tab-yayoi')).toHaveAttribute('aria-selected', 'true');
    type('targets.freee.sales.subAccount', '店舗"売上"');
    save();
    await waitFor(() =>
      expect(screen.getByTestId('accounting-tab-freee')).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByTestId('targets.freee.sales.subAccount')).toHaveAttribute('aria-invalid', 'true');
    expect(bridge.payloadsOf('accounting.saveSettings')).toEqual([]);
  });
});
