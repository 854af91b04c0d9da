import { DEFAULT_UPDATE_MODE } from '@shared/constants/desktop';
import { DEFAULT_ZIP_MAX_SIZE_MB } from '@shared/constants/imports';
import type { ApiConnectionState, DesktopSettingsView } from '@shared/ipc/desktop';
import { success } from '@shared/ipc/result';
import type { CallResult } from '@shared/ipc/result';
import type { ApiReachability } from '../api/api-reachability';
import { defaultAddressBaseUrl } from '../config/address-base-url';

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

/** What a host that reads no policies or config files was given besides the API. */
export interface UnmanagedSettings {
  addressBaseUrl?: string;
  imageHosts?: readonly string[];
}

/**
 * The view of a host that reads no policies or config files (the browser dev host): what it
 * was given, every other setting at its default.
 */
export function unmanagedSettingsView(
  apiBaseUrl: string,
  version: string,
  given: UnmanagedSettings = {},
): DesktopSettingsView {
  return {
    version,
    selfUpdate: false,
    settings: {
      apiBaseUrl: { value: apiBaseUrl, source: 'environment' },
      addressBaseUrl: given.addressBaseUrl
        ? { value: given.addressBaseUrl, source: 'environment' }
        : { value: defaultAddressBaseUrl(apiBaseUrl), source: 'default' },
      imageHosts: given.imageHosts?.length
        ? { value: [...given.imageHosts], source: 'environment' }
        : { value: [], source: 'default' },
      updateMode: { value: DEFAULT_UPDATE_MODE, source: 'default' },
      updateFeedUrl: { value: null, source: 'default' },
      zipMaxSizeMb: { value: DEFAULT_ZIP_MAX_SIZE_MB, source: 'default' },
      csvSaveOutsideUserFolders: { value: true, source: 'default' },
    },
  };
}
