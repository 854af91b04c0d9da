/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CSV_EXPORT_IDS } from '@shared/constants';
import type { BridgeEventName, BridgeEvents, CallFailure, ExportJobView } from '@shared/ipc';
import { ja } from '@shared/messages';
import { AlertsProvider } from '../../../src-renderer/components/alerts/AlertsProvider';
import { createAlertStore } from '../../../src-renderer/components/alerts/alertStore';
import { CsvExportButton } from '../../../src-renderer/components/csv/CsvButtons';
import { CsvJobsProvider } from '../../../src-renderer/components/csv/CsvJobsProvider';
import { renderWithMantine } from './render';

const readyShops: ExportJobView = {
  jobId: 'exp-1',
  kind: 'shops',
  subdomain: 'demo',
  state: 'ready',
  requestedAt: '2026-04-01T09:30:00+09:00',
  message: null,
};

/** A window.bridge whose calls answer from `answers` and whose events the test sends. */
function installBridge(
  answers: Record<string, () => { ok: true; data: unknown } | { ok: false; error: CallFailure }>,
) {
  const listeners = new Map<string, (payload: unknown) => void>();
  window.bridge = {
    invoke: vi.fn((channel: string) => Promise.resolve(answers[channel]?.() ?? { ok: true, data: [] })),
    on: (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
  } as unknown as typeof window.bridge;
  return {
    send<E extends BridgeEventName>(event: E, payload: BridgeEvents[E]) {
      act(() => listeners.get(event)?.(payload));
    },
  };
}

function renderProvider() {
  const alerts = createAlertStore();
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <AlertsProvider store={alerts}>
        <MemoryRouter>
          <CsvJobsProvider>
            <CsvExportButton subdomain="demo" exportId={CSV_EXPORT_IDS.shops} filters={{}} />
          </CsvJobsProvider>
        </MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { alerts };
}

const exportButton = () => screen.getByTestId(`csv-export-${CSV_EXPORT_IDS.shops}`);

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
