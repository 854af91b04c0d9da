import { createApiClient } from './api/api-client';
import type { ApiClient } from './api/api-client';
import { createChannelHandlers } from './ipc/create-channel-handlers';
import { createIpcRouter } from './ipc/router';
import type { IpcRouter } from './ipc/router';
import type { SenderTrust } from './ipc/sender';
import type { Dialogs } from './ports/dialogs';
import type { EmitEvent } from './ports/events';
import type { KeyValueStore } from './ports/key-value-store';
import type { Logger } from './ports/logger';
import { consoleLogger } from './ports/logger';
import type { SecretStore } from './ports/secret-store';
import type { Timers } from './ports/timers';
import { systemTimers } from './ports/timers';
import { createServicesHandlers } from './services/services-handlers';
import { createSessionService } from './session/session-service';
import type { SessionService } from './session/session-service';

export interface MainCoreDependencies {
  secretStore: SecretStore;
  keyValueStore: KeyValueStore;
  /** Absolute, including /api/v1 (see resolveApiBaseUrl). */
  apiBaseUrl: string;
  emit: EmitEvent;
  /** Decides whether a bridge call comes from the app's own window (or dev host page). */
  isTrustedSender: SenderTrust;
  /** Native dialogs; the export and import jobs use them. */
  dialogs: Dialogs;
  timers?: Timers;
  logger?: Logger;
  fetch?: typeof fetch;
}

export interface MainCore {
  router: IpcRouter;
  session: SessionService;
  api: ApiClient;
  dialogs: Dialogs;
  /** Finishes pending clean-up; call before the process ends. */
  dispose(): Promise<void>;
}

/** The same core runs in Electron's main process and in the browser dev host. */
export function createMainCore(deps: MainCoreDependencies): MainCore {
  const timers = deps.timers ?? systemTimers;
  const logger = deps.logger ?? consoleLogger;
  // The API client and the session need each other: the client asks the session for the
  // token, the session hears about 401/429 from the client.
  let session: SessionService | null = null;
  const api = createApiClient({
    baseUrl: deps.apiBaseUrl,
    getToken: () => session?.token() ?? null,
    getSubdomain: () => session?.subdomain() ?? null,
    onHttpFailure: (notice) => session?.handleHttpFailure(notice),
    now: () => timers.now(),
    logger,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const sessionService = createSessionService({
    api,
    secretStore: deps.secretStore,
    keyValueStore: deps.keyValueStore,
    timers,
    emit: deps.emit,
    logger,
  });
  session = sessionService;
  const handlers = createChannelHandlers(sessionService, createServicesHandlers(api));
  const router = createIpcRouter({ handlers, isTrustedSender: deps.isTrustedSender, logger });
  return {
    router,
    session: sessionService,
    api,
    dialogs: deps.dialogs,
    dispose: () => sessionService.flush(),
  };
}
