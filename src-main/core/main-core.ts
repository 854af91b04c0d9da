import { IDLE_TIMEOUT_MS } from '@shared/constants/time';
import { apiChannels } from '@shared/ipc/api-channels';
import type { DesktopSettingsView } from '@shared/ipc/desktop';
import { createApiChannelHandlers } from './api/api-channel-handlers';
import { createApiReachability } from './api/api-reachability';
import type { ApiReachability } from './api/api-reachability';
import { createApiClient } from './api/api-client';
import { defaultAddressBaseUrl } from './config/address-base-url';
import type { ApiClient } from './api/api-client';
import { createExportDownloads } from './exports/export-downloads';
import { createDesktopHandlers, unmanagedSettingsView } from './desktop/desktop-handlers';
import { createExportJobs } from './exports/export-jobs';
import type { ExportJobs } from './exports/export-jobs';
import { createNodeFileSystem } from './files/node-file-system';
import { createMediaHandlers } from './media/media-handlers';
import { builtInImportValidators } from './imports/built-in-validators';
import { importLimitsWith } from './imports/import-file-check';
import type { ImportLimits } from './imports/import-file-check';
import { createImportJobs } from './imports/import-jobs';
import type { ImportJobs } from './imports/import-jobs';
import { createImportValidators } from './imports/import-validators';
import type { ImportValidators } from './imports/import-validators';
import { storeImportLookupsFrom } from './imports/store-import-lookups';
import { createChannelHandlers } from './ipc/create-channel-handlers';
import { createIpcRouter } from './ipc/router';
import type { IpcRouter } from './ipc/router';
import type { SenderTrust } from './ipc/sender';
import type { BackoffPolicy } from './jobs/backoff';
import type { JobContext } from './jobs/job-context';
import { createSaveFolder } from './jobs/save-folder';
import type { Dialogs } from './ports/dialogs';
import type { EmitEvent } from './ports/events';
import type { FileSystem } from './ports/file-system';
import type { KeyValueStore } from './ports/key-value-store';
import type { Logger } from './ports/logger';
import { consoleLogger } from './ports/logger';
import { silentNotifier } from './ports/notifier';
import type { Notifier } from './ports/notifier';
import type { SecretStore } from './ports/secret-store';
import { inertShell } from './ports/shell';
import type { Shell } from './ports/shell';
import type { Timers } from './ports/timers';
import { systemTimers } from './ports/timers';
import { createServicesHandlers } from './services/services-handlers';
import { createIdleMonitor } from './session/idle-monitor';
import type { IdleMonitor } from './session/idle-monitor';
import { createSessionService } from './session/session-service';
import type { SessionService } from './session/session-service';

export interface MainCoreDependencies {
  secretStore: SecretStore;
  keyValueStore: KeyValueStore;
  /** Absolute, including /api/v1 (see resolveApiBaseUrl). */
  apiBaseUrl: string;
  /** The address lookup service; by default `/address/v1` on the API's host. */
  addressBaseUrl?: string;
  /** Origins besides the API's whose image URLs main fetches (ImageHosts); default none. */
  imageHosts?: readonly string[];
  emit: EmitEvent;
  /** Decides whether a bridge call comes from the app's own window (or dev host page). */
  isTrustedSender: SenderTrust;
  /** Native dialogs; the export and import jobs use them. */
  dialogs: Dialogs;
  /** Default: the real disk. */
  fileSystem?: FileSystem;
  /** Default: no notifications. */
  notifier?: Notifier;
  /** Default: "show in folder" does nothing. */
  shell?: Shell;
  /** Overrides of the import size limits (the zip limit is a setting). */
  importLimits?: Partial<ImportLimits>;
  /** The settings in force and where they came from; default: the API given, the rest at defaults. */
  desktop?: DesktopSettingsView;
  /** Where CSV files may be saved (IT policy: the user's own folders); default anywhere. */
  csvSaveFolders?: readonly string[] | null;
  /** Retries of a dropped download (tests shorten them). */
  downloadBackoff?: BackoffPolicy;
  timers?: Timers;
  logger?: Logger;
  fetch?: typeof fetch;
}

/** What the hosts feed in about the user's presence. */
export interface UserActivity {
  /** Input in an app window (Electron's before-input-event). */
  record(): void;
  /** The machine woke up: the sleep counts as idle time. */
  checkNow(): void;
}

export interface MainCore {
  router: IpcRouter;
  session: SessionService;
  api: ApiClient;
  dialogs: Dialogs;
  activity: UserActivity;
  /** Whether the API answers, from main's own requests and probes. */
  reachability: ApiReachability;
  /** Where per-target validators of import files are registered (run before upload). */
  importValidators: ImportValidators;
  /** Restores a stored session, which resumes that user's persisted jobs. */
  start(): Promise<void>;
  /** Stops polling and finishes pending clean-up; call before the process ends. */
  dispose(): Promise<void>;
}

/** The same core runs in Electron's main process and in the browser dev host. */
export function createMainCore(deps: MainCoreDependencies): MainCore {
  const timers = deps.timers ?? systemTimers;
  const logger = deps.logger ?? consoleLogger;
  const reachability = createApiReachability({
    apiBaseUrl: deps.apiBaseUrl,
    timers,
    logger,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const { api, session } = createSessionAndApi(deps, timers, logger, reachability);
  const idle = createIdleMonitor({
    timers,
    timeoutMs: IDLE_TIMEOUT_MS,
    onIdle: () => void session.logoutForInactivity(),
  });
  const addressApi = createAddressClient(deps, timers, logger);
  const apiCalls = createApiChannelHandlers({ api, address: addressApi }, apiChannels);
  const context = jobContextOf(deps, api, session, timers, logger);
  const exports = createExportJobs(context);
  const importValidators = createImportValidators(
    builtInImportValidators({ storeImportLookups: storeImportLookupsFrom(apiCalls) }),
  );
  const limits = importLimitsWith(deps.importLimits);
  const imports = createImportJobs(context, { limits: () => limits, validators: importValidators });
  followSession(session, idle, exports, imports);
  reachability.onChange((reachable) => {
    deps.emit('desktop.connectionChanged', { reachable });
    // Jobs kept polling through the outage; now they are asked at once.
    if (reachable) {
      exports.pollNow();
      imports.pollNow();
    }
  });

  const handlers = createChannelHandlers({
    session,
    services: createServicesHandlers(api),
    exports,
    exportDownloads: createExportDownloads(context, exports),
    imports,
    media: createMediaHandlers({ ...context, imageHosts: deps.imageHosts ?? [] }),
    desktop: createDesktopHandlers(
      deps.desktop ??
        unmanagedSettingsView(deps.apiBaseUrl, 'dev', {
          ...(deps.addressBaseUrl ? { addressBaseUrl: deps.addressBaseUrl } : {}),
          ...(deps.imageHosts ? { imageHosts: deps.imageHosts } : {}),
        }),
      reachability,
    ),
    apiCalls,
  });
  const router = createIpcRouter({ handlers, isTrustedSender: deps.isTrustedSender, logger });
  return {
    router,
    session,
    api,
    dialogs: deps.dialogs,
    activity: { record: () => idle.recordActivity(), checkNow: () => idle.checkNow() },
    reachability,
    importValidators,
    async start() {
      reachability.start();
      const restored = await session.current();
      if (!restored.ok) logger.warn('Stored session not restored yet', { reason: restored.error.kind });
    },
    async dispose() {
      reachability.stop();
      idle.stop();
      exports.suspend();
      imports.suspend();
      await session.flush();
    },
  };
}

function createSessionAndApi(
  deps: MainCoreDependencies,
  timers: Timers,
  logger: Logger,
  reachability: ApiReachability,
): { api: ApiClient; session: SessionService } {
  // The API client and the session need each other: the client asks the session for the
  // token, the session hears about 401/429 from the client.
  let session: SessionService | null = null;
  const api = createApiClient({
    baseUrl: deps.apiBaseUrl,
    getToken: () => session?.token() ?? null,
    getSubdomain: () => session?.subdomain() ?? null,
    onHttpFailure: (notice) => session?.handleHttpFailure(notice),
    onReachability: (reached) => (reached ? reachability.reportAnswer() : reachability.reportUnreachable()),
    now: () => timers.now(),
    ...(deps.desktop ? { consoleVersion: deps.desktop.version } : {}),
    logger,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  session = createSessionService({
    api,
    secretStore: deps.secretStore,
    keyValueStore: deps.keyValueStore,
    timers,
    emit: deps.emit,
    logger,
  });
  return { api, session };
}

/**
 * The address lookup service (spec section 7: a separate service). The reference server serves
 * it under its own prefix beside the API; it needs no token.
 */
function createAddressClient(deps: MainCoreDependencies, timers: Timers, logger: Logger): ApiClient {
  return createApiClient({
    baseUrl: deps.addressBaseUrl ?? defaultAddressBaseUrl(deps.apiBaseUrl),
    getToken: () => null,
    getSubdomain: () => null,
    now: () => timers.now(),
    logger,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
}

function jobContextOf(
  deps: MainCoreDependencies,
  api: ApiClient,
  session: SessionService,
  timers: Timers,
  logger: Logger,
): JobContext {
  return {
    api,
    apiBaseUrl: deps.apiBaseUrl,
    keyValueStore: deps.keyValueStore,
    fileSystem: deps.fileSystem ?? createNodeFileSystem(),
    dialogs: deps.dialogs,
    saveFolder: createSaveFolder(deps.keyValueStore),
    csvSaveFolders: deps.csvSaveFolders ?? null,
    notifier: deps.notifier ?? silentNotifier,
    shell: deps.shell ?? inertShell,
    timers,
    emit: deps.emit,
    logger,
    currentUserKey: () => session.userKey(),
    ...(deps.downloadBackoff ? { backoff: deps.downloadBackoff } : {}),
  };
}

/** The idle clock and the job polling run exactly while a user's session does. */
function followSession(
  session: SessionService,
  idle: IdleMonitor,
  exports: ExportJobs,
  imports: ImportJobs,
): void {
  session.onChange((user) => {
    if (user) {
      idle.start();
      exports.resume(user.key);
      imports.resume(user.key);
      return;
    }
    idle.stop();
    exports.suspend();
    imports.suspend();
  });
}
