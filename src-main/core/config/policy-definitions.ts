import type { ConsoleSettingKey } from '@shared/constants/desktop';

export interface PolicyDefinition {
  setting: ConsoleSettingKey;
  /** The registry value under POLICY_REGISTRY_KEY, the managed-preferences key on macOS. */
  name: string;
  registryType: 'REG_SZ' | 'REG_DWORD' | 'REG_MULTI_SZ';
}

/** Where Group Policy (the ADMX templates in resources/policies) writes the console's policies. */
export const POLICY_REGISTRY_KEY = 'HKLM\\SOFTWARE\\Policies\\CashlessConsole';

/**
 * Every policy main reads. The ADMX template must name exactly these (a unit test compares
 * them), and the README's IT section documents each one.
 */
export const POLICY_DEFINITIONS: readonly PolicyDefinition[] = [
  { setting: 'apiBaseUrl', name: 'ApiBaseUrl', registryType: 'REG_SZ' },
  { setting: 'addressBaseUrl', name: 'AddressBaseUrl', registryType: 'REG_SZ' },
  { setting: 'imageHosts', name: 'ImageHosts', registryType: 'REG_MULTI_SZ' },
  { setting: 'updateMode', name: 'UpdateMode', registryType: 'REG_SZ' },
  { setting: 'updateFeedUrl', name: 'UpdateFeedUrl', registryType: 'REG_SZ' },
  { setting: 'zipMaxSizeMb', name: 'ZipMaxSizeMb', registryType: 'REG_DWORD' },
  { setting: 'csvSaveOutsideUserFolders', name: 'CsvSaveOutsideUserFolders', registryType: 'REG_DWORD' },
];

/** Raw values as a source gave them, before each setting's own check. */
export type RawSettings = Partial<Record<ConsoleSettingKey, unknown>>;

/** Renames values keyed by policy name (registry, plist) to setting keys; other names are dropped. */
export function settingsFromPolicyNames(values: Readonly<Record<string, unknown>>): RawSettings {
  const settings: RawSettings = {};
  for (const { setting, name } of POLICY_DEFINITIONS) {
    if (Object.prototype.hasOwnProperty.call(values, name)) settings[setting] = values[name];
  }
  return settings;
}
