/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeEventName, BridgeEvents, CallFailure, RecentExport } from '@shared/ipc';
import { formatMessage, ja } from '@shared/messages';
import { AlertsProvider } from '../../../../../src-renderer/platform/alerts/AlertsProvider';
import { createAlertStore } from '../../../../../src-renderer/platform/alerts/alertStore';
import { RecentExportsButton } from '../../../../../src-renderer/components/csv/RecentExportsButton';
import { renderWithMantine } from '../../support/render';

const older: RecentExport = {
  recentId: 'recent-older',
  kind: 'coupons',
  fileName: 'クーポン_20260401_0930.csv',
  savedPath: 'C:\\Users\\yamada\\Documents\\CSV\\クーポン_20260401_0930.csv',
  savedAt: '2026-04-01T09:30:12+09:00',
};
const newer: RecentExport = {
  recentId: 'recent-newer',
  kind: 'shops',
  fileName: '店舗_20260402_1745.csv',
  savedPath: 'C:\\Users\\yamada\\Documents\\CSV\\店舗_20260402_1745.csv',
  // 08:45 UTC is 17:45 in Tokyo: the time is shown in Asia/Tokyo whatever the PC's zone.
  savedAt: '2026-04-02T08:45:00Z',
};

type Answer = { ok: true; data: unknown } | { ok: false; error: CallFailure };

/** A window.bridge whose calls answer from `answers` and whose events the test sends. */
function installBridge(answers: Record<string, (payload: unknown) => Answer>) {
  const listeners = new Map<string, (payload: unknown) => void>();
  const invoke = vi.fn((channel: string, payload: unknown) =>
    Promise.resolve(answers[channel]?.(payload) ?? { ok: true, data: null }),
  );
  window.bridge = {
    invoke,
    on: (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
  } as unknown as typeof window.bridge;
  return {
    invoke,
    send<E extends BridgeEventName>(event: E, payload: BridgeEvents[E]) {
      act(() => listeners.get(event)?.(payload));
    },
  };
}

function renderButton() {
  const alerts = createAlertStore();
  renderWithMantine(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AlertsProvider store={alerts}>
        <MemoryRouter>
          <RecentExportsButton />
        </MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { alerts };
}

function openList() {
  fireEvent.click(screen.getByRole('button', { name: ja.csv.recentTitle }));
}

const recentCalls = (invoke: ReturnType<typeof installBridge>['invoke']) =>
  invoke.mock.calls.filter(([channel]) => channel === 'exports.recent').length;

describe('RecentExportsButton: the list of recently saved export files', () => {
  it('lists the saved files in main’s order (newest first) with kind, name, Tokyo time and the whole path', async () => {
    installBridge({ 'exports.recent': () => ({ ok: true, data: [newer, older] }) });
    renderButton();
    openList();

    const dialog = await screen.findByRole('dialog', { name: ja.csv.recentTitle });
    const entries = await within(dialog).findAllByTestId('recent-export');
    expect(entries).toHaveLength(2);
    const [first, second] = entries as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('recent-export-name')).toHaveTextContent(newer.fileName);
    expect(within(first).getByText(ja.enums.csvKind.shops)).toBeInTheDocument();
    expect(within(first).getByTestId('recent-export-time')).toHaveTextContent('2026/04/02 17:45');
    expect(within(first).getByTestId('recent-export-path')).toHaveTextContent(newer.savedPath);
    expect(within(second).getByTestId('recent-export-name')).toHaveTextContent(older.fileName);
    expect(within(second).getByText(ja.enums.csvKind.coupons)).toBeInTheDocument();
    expect(within(second).getByTestId('recent-export-time')).toHaveTextContent('2026/04/01 09:30');
    expect(within(second).getByTestId('recent-export-path')).toHaveTextContent(older.savedPath);
  });

  it('says so when no file was saved yet', async () => {
    installBridge({ 'exports.recent': () => ({ ok: true, data: [] }) });
    renderButton();
    openList();
    expect(await screen.findByTestId('recent-exports-empty')).toHaveTextContent(ja.csv.recentEmpty);
    expect(screen.queryByTestId('recent-export')).not.toBeInTheDocument();
  });

  it('「フォルダを開く」 asks main to show that entry by its recentId, never by a path', async () => {
    const bridge = installBridge({
      'exports.recent': () => ({ ok: true, data: [newer, older] }),
      'exports.showInFolder': () => ({ ok: true, data: null }),
    });
    const { alerts } = renderButton();
    openList();
    fireEvent.click(
      await screen.findByRole('button', {
        name: formatMessage(ja.csv.showInFolderLabel, { name: older.fileName }),
      }),
    );
    await waitFor(() =>
      expect(bridge.invoke).toHaveBeenCalledWith('exports.showInFolder', { recentId: older.recentId }),
    );
    // The file manager takes over: the list closes, with no alert.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('shows main’s message as an error alert when the saved file was moved or deleted', async () => {
    installBridge({
      'exports.recent': () => ({ ok: true, data: [newer] }),
      'exports.showInFolder': () => ({
        ok: false,
        error: { status: 0, kind: 'invalid-request', message: ja.main.savedFileNotFound, errors: [] },
      }),
    });
    const { alerts } = renderButton();
    openList();
    fireEvent.click(await screen.findByTestId('recent-export-show'));
    await waitFor(() =>
      expect(alerts.getSnapshot()).toEqual([
        expect.objectContaining({ message: ja.main.savedFileNotFound, type: 'error' }),
      ]),
    );
    // The list stays open, so another file can still be chosen.
    expect(screen.getByRole('dialog', { name: ja.csv.recentTitle })).toBeInTheDocument();
  });

  it('reads the list again each time it opens and after main announces a save', async () => {
    let saved: RecentExport[] = [older];
    const bridge = installBridge({ 'exports.recent': () => ({ ok: true, data: saved }) });
    renderButton();
    openList();
    expect(await screen.findAllByTestId('recent-export')).toHaveLength(1);

    // A save elsewhere (the download modal, another window): main announces its export list.
    saved = [newer, older];
    bridge.send('exports.changed', { jobs: [] });
    await waitFor(() => expect(screen.getAllByTestId('recent-export')).toHaveLength(2));
    expect(screen.getAllByTestId('recent-export-name')[0]).toHaveTextContent(newer.fileName);

    const callsBefore = recentCalls(bridge.invoke);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    openList();
    await screen.findByRole('dialog');
    await waitFor(() => expect(recentCalls(bridge.invoke)).toBe(callsBefore + 1));
  });
});
