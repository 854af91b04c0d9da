/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DesktopSettingsView } from '@shared/ipc';
import { ja } from '@shared/messages';
import { DesktopSettingsModal } from '../../../../src-renderer/app/DesktopSettingsModal';
import { renderWithMantine } from '../support/render';

const VIEW: DesktopSettingsView = {
  version: '1.4.0',
  selfUpdate: false,
  settings: {
    apiBaseUrl: { value: 'https://api.example.jp/api/v1', source: 'policy' },
    addressBaseUrl: { value: 'https://api.example.jp/address/v1', source: 'default' },
    imageHosts: { value: ['https://cdn.example.jp', 'https://files.example.jp'], source: 'policy' },
    updateMode: { value: 'manual', source: 'machine-config' },
    updateFeedUrl: { value: 'https://updates.example.jp/console/', source: 'policy' },
    zipMaxSizeMb: { value: 50, source: 'default' },
    csvSaveOutsideUserFolders: { value: false, source: 'policy' },
  },
};

describe('この端末の設定', () => {
  it('shows each setting in force with its source, and marks the policies as fixed', async () => {
    window.bridge = {
      invoke: vi.fn(() => Promise.resolve({ ok: true, data: VIEW })),
      on: () => () => undefined,
    } as unknown as typeof window.bridge;
    renderWithMantine(
      <QueryClientProvider client={new QueryClient()}>
        <DesktopSettingsModal opened onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const table = await screen.findByTestId('desktop-settings');
    const row = (key: string) => table.querySelector(`[data-setting="${key}"]`) as HTMLElement;
    expect(within(row('apiBaseUrl')).getByText('https://api.example.jp/api/v1')).toBeInTheDocument();
    expect(within(row('apiBaseUrl')).getByText(ja.desktop.enforcedBadge)).toBeInTheDocument();
    expect(row('apiBaseUrl')).toHaveTextContent(ja.desktop.sources.policy);
    expect(row('updateMode')).toHaveTextContent(ja.desktop.updateModes.manual);
    expect(row('updateMode')).toHaveTextContent(ja.desktop.sources['machine-config']);
    expect(within(row('updateMode')).queryByText(ja.desktop.enforcedBadge)).not.toBeInTheDocument();
    expect(row('csvSaveOutsideUserFolders')).toHaveTextContent(ja.desktop.notAllowed);
    expect(row('zipMaxSizeMb')).toHaveTextContent('50MB');
    expect(screen.getByText(ja.desktop.managedUpdates)).toBeInTheDocument();
    expect(table).toHaveTextContent('1.4.0');
    expect(row('addressBaseUrl')).toHaveTextContent('https://api.example.jp/address/v1');
    expect(row('addressBaseUrl')).toHaveTextContent(ja.desktop.sources.default);
    expect(row('imageHosts')).toHaveTextContent('https://cdn.example.jp');
    expect(row('imageHosts')).toHaveTextContent('https://files.example.jp');
    expect(within(row('imageHosts')).getByText(ja.desktop.enforcedBadge)).toBeInTheDocument();
  });
});
