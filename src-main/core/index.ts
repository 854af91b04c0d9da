// The public surface of main's core, used by the Electron entry and the browser dev host.
export { createMainCore } from './main-core';
export type { MainCore, MainCoreDependencies, UserActivity } from './main-core';
export type { IpcRouter } from './ipc/router';
export type { SenderInfo, SenderTrust } from './ipc/sender';
export * from './ports';
export { createMemorySecretStore } from './stores/memory-secret-store';
export { createMemoryKeyValueStore } from './stores/memory-key-value-store';
export { createNodeFileSystem } from './files/node-file-system';
export type {
  ImportValidation,
  ImportValidationInput,
  ImportValidator,
  ImportValidators,
} from './imports/import-validators';
export {
  resolveConsoleSettings,
  validateUpdateFeedUrl,
  API_URL_ENV_VAR,
  ADDRESS_URL_ENV_VAR,
  IMAGE_HOSTS_ENV_VAR,
  DEFAULT_API_BASE_URL,
  UPDATE_URL_ENV_VAR,
} from './config/console-settings';
export type { ConsoleSettings } from './config/console-settings';
export { readPolicies, propertyListReader } from './config/policy-readers';
export { POLICY_DEFINITIONS, POLICY_REGISTRY_KEY } from './config/policy-definitions';
export { runSystemCommand } from './config/run-system-command';
export { isLoopbackHost } from './config/loopback';
export type { ApiReachability } from './api/api-reachability';
export { EXTERNAL_URL_PREFIXES, isAllowedExternalUrl } from './security/external-urls';
export { readTextFileIfExists } from './config/read-text-file';
export { validateApiBaseUrl } from './config/api-base-url';
export { checkImageHosts } from './config/image-hosts';
export {
  contentSecurityPolicy,
  contentSecurityPolicyMeta,
  developmentContentSecurityPolicy,
  inlineScriptHash,
  inlineScriptHashes,
  MAP_IMAGE_HOSTS,
} from './security/content-security-policy';
export type { PolicyOptions } from './security/content-security-policy';
