import { DEFAULT_UPDATE_MODE } from '@shared/constants/desktop';
import { DEFAULT_ZIP_MAX_SIZE_MB } from '@shared/constants/imports';
import type { ApiConnectionState, DesktopSettingsView } from '@shared/ipc/desktop';
import { success } from '@shared/ipc/result';
import type { CallResult } from '@shared/ipc/result';
import type { ApiReachability } from '../api/api-reachability';

export interface DesktopHandlers {
  settings(): Promise<CallResult<DesktopSettingsView>>;
  connection(): Promise<CallResult<ApiConnectionState>>;
}

export function createDesktopHandlers(
  view: DesktopSettingsView,
  reachability: ApiReachability,
): DesktopHandlers {
  return {
    settings: () => Promise.resolve(success(view)),
    connection: () => Promise.resolve(success({ reachable: reachability.isReachable() })),
  };
}

/**
 * The view of a host that reads no policies or config files (the browser dev host): the API it
 * was given, every other setting at its default.
 */
export function unmanagedSettingsView(apiBaseUrl: string, version: string): DesktopSettingsView {
  return {
    version,
    selfUpdate: false,
    settings: {
      apiBaseUrl: { value: apiBaseUrl, source: 'environment' },
      updateMode: { value: DEFAULT_UPDATE_MODE, source: 'default' },
      updateFeedUrl: { value: null, source: 'default' },
      zipMaxSizeMb: { value: DEFAULT_ZIP_MAX_SIZE_MB, source: 'default' },
      csvSaveOutsideUserFolders: { value: true, source: 'default' },
    },
  };
}
