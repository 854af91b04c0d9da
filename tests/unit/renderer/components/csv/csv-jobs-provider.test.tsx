/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CSV_EXPORT_IDS } from '@shared/constants';
import type { CsvExportKind, ImportTarget } from '@shared/constants';
import type {
  BridgeEventName,
  BridgeEvents,
  CallFailure,
  CallResult,
  ExportJobView,
  ImportJobView,
  ImportStartResult,
} from '@shared/ipc';
import { ja } from '@shared/messages';
import { AlertList } from '../../../../../src-renderer/platform/alerts/AlertList';
import { AlertsProvider } from '../../../../../src-renderer/platform/alerts/AlertsProvider';
import { createAlertStore } from '../../../../../src-renderer/platform/alerts/alertStore';
import { CsvExportButton, CsvImportButton } from '../../../../../src-renderer/components/csv/CsvButtons';
import { CsvJobsProvider } from '../../../../../src-renderer/components/csv/CsvJobsProvider';
import { renderWithMantine } from '../../support/render';

const readyShops: ExportJobView = {
  jobId: 'exp-1',
  kind: 'shops',
  subdomain: 'demo',
  state: 'ready',
  resuming: false,
  requestedAt: '2026-04-01T09:30:00+09:00',
  message: null,
  format: 'csv',
  encoding: 'shift_jis',
  substitutions: null,
};

/** A window.bridge whose calls answer from `answers` and whose events the test sends. */
type Answer = { ok: true; data: unknown } | { ok: false; error: CallFailure };

function installBridge(answers: Record<string, () => Answer | Promise<Answer>>) {
  const listeners = new Map<string, (payload: unknown) => void>();
  window.bridge = {
    invoke: vi.fn((channel: string) => Promise.resolve(answers[channel]?.() ?? { ok: true, data: [] })),
    on: (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
  } as unknown as typeof window.bridge;
  return {
    invoke: vi.mocked(window.bridge.invoke),
    send<E extends BridgeEventName>(event: E, payload: BridgeEvents[E]) {
      act(() => listeners.get(event)?.(payload));
    },
  };
}

/** A promise the test settles: an answer main has not given yet. */
function later<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

function renderProvider(
  children: ReactNode = <CsvExportButton subdomain="demo" exportId={CSV_EXPORT_IDS.shops} filters={{}} />,
) {
  const alerts = createAlertStore();
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <AlertsProvider store={alerts}>
        <MemoryRouter>
          <CsvJobsProvider>
            <AlertList />
            {children}
          </CsvJobsProvider>
        </MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { alerts };
}

const exportButton = (exportId: string = CSV_EXPORT_IDS.shops) =>
  screen.getByTestId(`csv-export-${exportId}`);
const importButton = (target: ImportTarget) => screen.getByTestId(`csv-import-${target}`);
const callsTo = (invoke: ReturnType<typeof installBridge>['invoke'], channel: string) =>
  invoke.mock.calls.filter(([name]) => name === channel);

function exportJob(kind: CsvExportKind, state: ExportJobView['state']): ExportJobView {
  return { ...readyShops, jobId: `exp-${kind}`, kind, state };
}

function importJob(target: ImportTarget, state: ImportJobView['state']): ImportJobView {
  return {
    jobId: `imp-${target}`,
    target,
    subdomain: 'demo',
    state,
    resuming: false,
    requestedAt: '2026-04-01T09:30:00+09:00',
    preview: null,
  };
}

describe('CsvJobsProvider: an export main drops', () => {
  it('a download answered with the expiry message shows it, closes the modal and frees the button', async () => {
    const bridge = installBridge({
      'exports.list': () => ({ ok: true, data: [readyShops] }),
      'exports.download': () => {
        // Main forgets the job before it answers: the list it announces no longer holds it.
        bridge.send('exports.changed', { jobs: [] });
        return {
          ok: false,
          error: { status: 0, kind: 'invalid-request', message: ja.main.exportFileExpired, errors: [] },
        };
      },
    });
    const { alerts } = renderProvider();
    fireEvent.click(await screen.findByTestId('csv-download'));
    await waitFor(() => expect(screen.queryByTestId('csv-download')).not.toBeInTheDocument());
    expect(alerts.getSnapshot()).toEqual([
      expect.objectContaining({ message: ja.main.exportFileExpired, type: 'error' }),
    ]);
    expect(exportButton()).toBeEnabled();
  });

  it('a ready export found expired after a restart closes its modal and shows the event message', async () => {
    const bridge = installBridge({ 'exports.list': () => ({ ok: true, data: [readyShops] }) });
    const { alerts } = renderProvider();
    expect(await screen.findByTestId('csv-download')).toBeInTheDocument();
    bridge.send('exports.failed', {
      job: { ...readyShops, state: 'failed', message: ja.main.exportFileExpired },
      message: ja.main.exportFileExpired,
    });
    bridge.send('exports.changed', { jobs: [] });
    await waitFor(() => expect(screen.queryByTestId('csv-download')).not.toBeInTheDocument());
    expect(alerts.getSnapshot()).toEqual([
      expect.objectContaining({ message: ja.main.exportFileExpired, type: 'error' }),
    ]);
    expect(exportButton()).toBeEnabled();
  });

  it('a waiting export found expired frees the CSV button of its kind and shows the event message', async () => {
    const waitingShops: ExportJobView = { ...readyShops, state: 'waiting' };
    const bridge = installBridge({ 'exports.list': () => ({ ok: true, data: [waitingShops] }) });
    const { alerts } = renderProvider();
    await waitFor(() => expect(exportButton()).toBeDisabled());
    bridge.send('exports.failed', {
      job: { ...waitingShops, state: 'failed', message: ja.main.exportFileExpired },
      message: ja.main.exportFileExpired,
    });
    bridge.send('exports.changed', { jobs: [] });
    expect(exportButton()).toBeEnabled();
    expect(alerts.getSnapshot()).toEqual([
      expect.objectContaining({ message: ja.main.exportFileExpired, type: 'error' }),
    ]);
    expect(screen.queryByTestId('csv-download')).not.toBeInTheDocument();
  });

  it('keeps the modal of a ready export while the list still holds it', async () => {
    const bridge = installBridge({ 'exports.list': () => ({ ok: true, data: [readyShops] }) });
    renderProvider();
    expect(await screen.findByTestId('csv-download')).toBeInTheDocument();
    bridge.send('exports.changed', {
      jobs: [readyShops, { ...readyShops, jobId: 'exp-2', kind: 'coupons', state: 'waiting' }],
    });
    expect(screen.getByTestId('csv-download')).toBeInTheDocument();
  });
});

describe('CsvJobsProvider: the file an export writes', () => {
  it('CSV出力 asks for the Shift_JIS CSV; its menu for UTF-8 or an Excel book', async () => {
    const bridge = installBridge({
      'exports.start': () => ({ ok: true, data: exportJob('shops', 'waiting') }),
    });
    renderProvider();
    await waitFor(() => expect(callsTo(bridge.invoke, 'exports.list')).toHaveLength(1));
    fireEvent.click(exportButton());
    await waitFor(() => expect(callsTo(bridge.invoke, 'exports.start')).toHaveLength(1));
    expect(callsTo(bridge.invoke, 'exports.start')[0]?.[1]).toEqual({
      subdomain: 'demo',
      exportId: '0001',
      filters: {},
    });
    for (const [key, file] of [
      ['utf8', { format: 'csv', encoding: 'utf-8' }],
      ['xlsx', { format: 'xlsx', encoding: 'utf-8' }],
    ] as const) {
      fireEvent.click(screen.getByTestId('csv-export-0001-formats'));
      fireEvent.click(await screen.findByTestId(`csv-export-0001-${key}`));
      await waitFor(() =>
        expect(callsTo(bridge.invoke, 'exports.start').at(-1)?.[1]).toEqual({
          subdomain: 'demo',
          exportId: '0001',
          filters: {},
          ...file,
        }),
      );
    }
  });

  it('the download modal of an Excel book says so, and a Shift_JIS file names the cells written with 〓 and their rows', async () => {
    const substitutions = { cells: 3, rows: 2, rowNumbers: [2, 5], characters: ['𠮷', '🍣'] };
    const bridge = installBridge({
      'exports.list': () => ({ ok: true, data: [{ ...readyShops, substitutions }] }),
    });
    renderProvider();
    const notice = await screen.findByTestId('csv-substitutions');
    expect(notice).toHaveTextContent('Shift_JISで表せない文字（𠮷、🍣）を〓に置き換えました：3セル（2行）');
    expect(notice).toHaveTextContent('該当する行：2行目、5行目');
    expect(screen.getByText(ja.csv.exportReadyTitle)).toBeInTheDocument();
    bridge.send('exports.ready', {
      job: { ...readyShops, jobId: 'exp-x', format: 'xlsx', encoding: 'utf-8' },
    });
    expect(await screen.findByText(ja.csv.exportReadyTitleXlsx)).toBeInTheDocument();
    expect(screen.queryByTestId('csv-substitutions')).not.toBeInTheDocument();
  });
});

describe('CsvJobsProvider: a job the server resumes', () => {
  it.each([
    ['export', ja.csv.exportResuming, 'exports.start'],
    ['import', ja.csv.importResuming, 'imports.start'],
  ] as const)(
    'the %s button says so, explains why on focus, and starts nothing when clicked',
    async (kind, label, channel) => {
      const exports = [{ ...exportJob('shops', 'waiting'), resuming: true }];
      const imports = [{ ...importJob('stores', 'waiting'), resuming: true }];
      const bridge = installBridge({
        'exports.list': () => ({ ok: true, data: kind === 'export' ? exports : [] }),
        'imports.list': () => ({ ok: true, data: kind === 'import' ? imports : [] }),
      });
      renderProvider(kind === 'export' ? undefined : <CsvImportButton subdomain="demo" target="stores" />);
      const button = () => (kind === 'export' ? exportButton() : importButton('stores'));
      await waitFor(() => expect(button()).toHaveTextContent(label));
      expect(button()).toHaveAttribute('aria-disabled', 'true');
      fireEvent.click(button());
      expect(callsTo(bridge.invoke, channel)).toHaveLength(0);
      fireEvent.focus(button());
      expect(await screen.findByRole('tooltip')).toHaveTextContent(ja.csv.resumingNotice);
      // Running again as usual on the server: the plain running label, disabled.
      if (kind === 'export') bridge.send('exports.changed', { jobs: [exportJob('shops', 'waiting')] });
      else bridge.send('imports.changed', { jobs: [importJob('stores', 'waiting')] });
      expect(button()).toBeDisabled();
      expect(button()).toHaveTextContent(kind === 'export' ? ja.csv.exporting : ja.csv.importing);
    },
  );
});

describe('CsvJobsProvider: a request in flight', () => {
  it('a double click on CSV export starts one export, loading until main answers and the running flag takes over', async () => {
    const answer = later<CallResult<ExportJobView>>();
    const bridge = installBridge({ 'exports.start': () => answer.promise });
    renderProvider();
    await waitFor(() => expect(callsTo(bridge.invoke, 'exports.list')).toHaveLength(1));
    fireEvent.click(exportButton());
    fireEvent.click(exportButton());
    expect(callsTo(bridge.invoke, 'exports.start')).toHaveLength(1);
    expect(exportButton()).toBeDisabled();
    expect(exportButton()).toHaveAttribute('data-loading');
    // Main announces the job, then answers: the running flag keeps the button disabled.
    bridge.send('exports.changed', { jobs: [exportJob('shops', 'waiting')] });
    await act(async () => answer.settle({ ok: true, data: exportJob('shops', 'waiting') }));
    expect(exportButton()).not.toHaveAttribute('data-loading');
    expect(exportButton()).toBeDisabled();
    expect(exportButton()).toHaveTextContent(ja.csv.exporting);
    fireEvent.click(exportButton());
    expect(callsTo(bridge.invoke, 'exports.start')).toHaveLength(1);
    bridge.send('exports.changed', { jobs: [] });
    expect(exportButton()).toBeEnabled();
  });

  it('a double click on CSV import opens one file dialog; the button is free again when main answers', async () => {
    const answer = later<CallResult<ImportStartResult>>();
    const bridge = installBridge({ 'imports.start': () => answer.promise });
    renderProvider(<CsvImportButton subdomain="demo" target="stores" />);
    await waitFor(() => expect(callsTo(bridge.invoke, 'imports.list')).toHaveLength(1));
    fireEvent.click(importButton('stores'));
    fireEvent.click(importButton('stores'));
    expect(callsTo(bridge.invoke, 'imports.start')).toHaveLength(1);
    expect(importButton('stores')).toBeDisabled();
    expect(importButton('stores')).toHaveAttribute('data-loading');
    // The user cancels the file dialog.
    await act(async () => answer.settle({ ok: true, data: { outcome: 'cancelled' } }));
    expect(importButton('stores')).toBeEnabled();
    expect(importButton('stores')).not.toHaveAttribute('data-loading');
  });
});

describe('CsvExportButton of a screen that checks its input first', () => {
  it('starts nothing while the check fails, and the export with its words once it passes', async () => {
    const bridge = installBridge({});
    let valid = false;
    renderProvider(
      <CsvExportButton
        subdomain="demo"
        exportId={CSV_EXPORT_IDS.journalYayoi}
        filters={{ from: '2025-06-01', to: '2025-06-30' }}
        label="仕訳ファイルを出力"
        canStart={() => valid}
      />,
    );
    const button = exportButton(CSV_EXPORT_IDS.journalYayoi);
    expect(button).toHaveTextContent('仕訳ファイルを出力');
    fireEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(callsTo(bridge.invoke, 'exports.start')).toHaveLength(0);
    valid = true;
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(bridge.invoke, 'exports.start')).toHaveLength(1));
    expect(callsTo(bridge.invoke, 'exports.start')[0]?.[1]).toEqual({
      subdomain: 'demo',
      exportId: '0101',
      filters: { from: '2025-06-01', to: '2025-06-30' },
    });
  });
});

describe('CsvJobsProvider: the disabled flag is per kind', () => {
  const exportKinds = [
    ['shops', 'customers'],
    ['customers', 'shops'],
  ] as const;

  it.each(exportKinds)('a running %s export disables only its own button, not %s', async (running, other) => {
    const bridge = installBridge({});
    renderProvider(
      <>
        <CsvExportButton subdomain="demo" exportId={CSV_EXPORT_IDS.shops} filters={{}} />
        <CsvExportButton subdomain="demo" exportId={CSV_EXPORT_IDS.customers} filters={{}} />
      </>,
    );
    await waitFor(() => expect(callsTo(bridge.invoke, 'exports.list')).toHaveLength(1));
    bridge.send('exports.changed', { jobs: [exportJob(running, 'waiting')] });
    expect(exportButton(CSV_EXPORT_IDS[running])).toBeDisabled();
    expect(exportButton(CSV_EXPORT_IDS[other])).toBeEnabled();
    bridge.send('exports.changed', { jobs: [exportJob(running, 'ready')] });
    expect(exportButton(CSV_EXPORT_IDS.shops)).toBeEnabled();
    expect(exportButton(CSV_EXPORT_IDS.customers)).toBeEnabled();
  });

  const importTargets = [
    ['stores', 'storesAllowIp'],
    ['storesAllowIp', 'stores'],
  ] as const;

  it.each(importTargets)(
    'a running %s import disables only its own button, not %s',
    async (running, other) => {
      const bridge = installBridge({});
      renderProvider(
        <>
          <CsvImportButton subdomain="demo" target="stores" />
          <CsvImportButton subdomain="demo" target="storesAllowIp" />
        </>,
      );
      await waitFor(() => expect(callsTo(bridge.invoke, 'imports.list')).toHaveLength(1));
      bridge.send('imports.changed', { jobs: [importJob(running, 'waiting')] });
      expect(importButton(running)).toBeDisabled();
      expect(importButton(other)).toBeEnabled();
      bridge.send('imports.changed', { jobs: [importJob(running, 'finished')] });
      expect(importButton('stores')).toBeEnabled();
      expect(importButton('storesAllowIp')).toBeEnabled();
    },
  );
});

describe('CsvJobsProvider: an import that finishes', () => {
  /** A list on the page: its fetch function counts the loads. */
  function StoreList({ fetchList }: { fetchList: () => Promise<string[]> }) {
    const list = useQuery({ queryKey: ['stores.list', 'demo'], queryFn: fetchList });
    return <p data-testid="store-list">{list.data?.join(',')}</p>;
  }

  const finished = (outcome: BridgeEvents['imports.finished']['outcome'], message: string) => ({
    job: importJob('stores', 'finished'),
    outcome,
    message,
    errorFilePath: null,
  });

  it('with success refetches the list data and shows the finished message', async () => {
    const bridge = installBridge({});
    const fetchList = vi.fn().mockResolvedValueOnce(['渋谷店']).mockResolvedValue(['渋谷店', '新宿店']);
    const { alerts } = renderProvider(<StoreList fetchList={fetchList} />);
    await waitFor(() => expect(screen.getByTestId('store-list')).toHaveTextContent('渋谷店'));
    expect(fetchList).toHaveBeenCalledTimes(1);
    bridge.send('imports.finished', finished('success', 'CSVの取り込みが完了しました。'));
    await waitFor(() => expect(screen.getByTestId('store-list')).toHaveTextContent('渋谷店,新宿店'));
    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(screen.getByText('CSVの取り込みが完了しました。')).toBeInTheDocument();
    expect(alerts.getSnapshot()).toEqual([
      expect.objectContaining({ message: 'CSVの取り込みが完了しました。', type: 'success' }),
    ]);
  });

  it.each(['failed', 'duplicate'] as const)(
    'with outcome %s shows the error and does not refetch',
    async (outcome) => {
      const bridge = installBridge({});
      const fetchList = vi.fn().mockResolvedValue(['渋谷店']);
      const { alerts } = renderProvider(<StoreList fetchList={fetchList} />);
      await waitFor(() => expect(screen.getByTestId('store-list')).toHaveTextContent('渋谷店'));
      bridge.send('imports.finished', finished(outcome, 'CSVの取り込みに失敗しました。'));
      // Give a refetch, were one started, the time to run.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(fetchList).toHaveBeenCalledTimes(1);
      expect(screen.getByText('CSVの取り込みに失敗しました。')).toBeInTheDocument();
      expect(alerts.getSnapshot()).toEqual([
        expect.objectContaining({ message: 'CSVの取り込みに失敗しました。', type: 'error' }),
      ]);
    },
  );
});

describe('CsvJobsProvider: the dry run of an import', () => {
  const previewedJob: ImportJobView = {
    ...importJob('stores', 'previewed'),
    preview: {
      encoding: 'cp932',
      total: 4,
      create: 2,
      update: 1,
      unchanged: 0,
      failed: 1,
      errors: [{ row: 5, column: 'メールアドレス', message: 'メールアドレスは既に登録されています。' }],
      expiresAt: '2026-04-01T01:00:00.000Z',
    },
  };

  it('shows the encoding, the counts and the error rows; 取り込む confirms the job, once', async () => {
    const answer = later<Answer>();
    const bridge = installBridge({
      'imports.list': () => ({ ok: true, data: [previewedJob] }),
      'imports.confirm': () => answer.promise,
    });
    const { alerts } = renderProvider(<CsvImportButton subdomain="demo" target="stores" />);
    const dialog = await screen.findByRole('dialog', { name: '取込内容の確認' });
    expect(within(dialog).getByTestId('import-preview-encoding')).toHaveTextContent(
      '文字コード: Shift_JIS（CP932）',
    );
    expect(within(dialog).getByTestId('import-preview-create')).toHaveTextContent('新規登録2件');
    expect(within(dialog).getByTestId('import-preview-update')).toHaveTextContent('更新1件');
    expect(within(dialog).getByTestId('import-preview-unchanged')).toHaveTextContent('変更なし0件');
    expect(within(dialog).getByTestId('import-preview-failed')).toHaveTextContent('エラー1件');
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent(
      '5メールアドレスメールアドレスは既に登録されています。',
    );
    expect(importButton('stores')).toBeDisabled();
    // A row has errors: the choice says how many rows go in, beside importing nothing to fix them.
    expect(dialog).toHaveTextContent('1件の行にエラーがあります。');
    expect(within(dialog).getByRole('button', { name: '取り込まずに修正する' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'エラーの行を除いて3件を取り込む' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'エラーの行を除いて3件を取り込む' }));
    expect(callsTo(bridge.invoke, 'imports.confirm')).toEqual([['imports.confirm', { jobId: 'imp-stores' }]]);
    answer.settle({ ok: true, data: { outcome: 'confirmed' } });
    bridge.send('imports.changed', { jobs: [{ ...previewedJob, state: 'waiting', preview: null }] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '取込内容の確認' })).toBeNull());
    expect(alerts.getSnapshot()).toEqual([
      expect.objectContaining({ message: 'CSVの取り込みを開始しました。' }),
    ]);
  });

  it('キャンセル gives the dry run up through main', async () => {
    const bridge = installBridge({
      'imports.list': () => ({ ok: true, data: [previewedJob] }),
      'imports.cancel': () => ({ ok: true, data: null }),
    });
    renderProvider(<CsvImportButton subdomain="demo" target="stores" />);
    const dialog = await screen.findByRole('dialog', { name: '取込内容の確認' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(callsTo(bridge.invoke, 'imports.cancel')).toEqual([
      ['imports.cancel', { jobId: 'imp-stores', saveErrors: false }],
    ]);
    expect(callsTo(bridge.invoke, 'imports.confirm')).toEqual([]);
  });

  it('Esc gives the dry run up as キャンセル does; 取り込まずに修正する saves the error file first', async () => {
    const bridge = installBridge({
      'imports.list': () => ({ ok: true, data: [previewedJob] }),
      'imports.cancel': () => ({ ok: true, data: { outcome: 'errorFileNotSaved' } }),
    });
    const { alerts } = renderProvider(<CsvImportButton subdomain="demo" target="stores" />);
    const dialog = await screen.findByRole('dialog', { name: '取込内容の確認' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() =>
      expect(callsTo(bridge.invoke, 'imports.cancel')).toEqual([
        ['imports.cancel', { jobId: 'imp-stores', saveErrors: false }],
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '取り込まずに修正する' }));
    await waitFor(() =>
      expect(callsTo(bridge.invoke, 'imports.cancel').at(-1)).toEqual([
        'imports.cancel',
        { jobId: 'imp-stores', saveErrors: true },
      ]),
    );
    // The save dialog was closed without saving: the dry run still waits, and the user is told.
    await waitFor(() =>
      expect(alerts.getSnapshot()).toEqual([
        expect.objectContaining({
          message: 'エラーファイルが保存されなかったため、取り込みを行っていません。',
        }),
      ]),
    );
  });
});
