import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ADDRESS_URL_ENV_VAR,
  checkImageHosts,
  consoleLogger,
  createMainCore,
  createMemoryKeyValueStore,
  createMemorySecretStore,
  IMAGE_HOSTS_ENV_VAR,
  validateApiBaseUrl,
} from '../../src-main/core';
import type { Logger, MainCore } from '../../src-main/core';
import { attachBridgeSocket } from './bridge-socket';
import type { BridgeSocket } from './bridge-socket';
import { loggingNotifier, loggingShell } from './desktop-stand-ins';
import { createHostToken } from './host-token';
import { BROWSER_BUILD_DIR } from './paths';
import { DEV_HOST_TOKEN_PARAM } from './protocol';
import { connectApi } from './reference-api';
import { hasBrowserBuild } from './renderer-build';
import { createScriptedDialogs } from './scripted-dialogs';
import type { ScriptedDialogs } from './scripted-dialogs';
import { serveStaticFiles } from './static-files';
import type { RequestHandler } from './static-files';
import { createViteRenderer } from './vite-renderer';

/** Loopback only: the dev host is never reachable from another machine. */
const HOST = '127.0.0.1';

export interface DevHostOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The management API (with /api/v1); default CONSOLE_API_URL, else a reference server started here. */
  apiBaseUrl?: string;
  /** The address lookup service; default CONSOLE_ADDRESS_URL, else `/address/v1` on the API's origin. */
  addressBaseUrl?: string;
  /** Origins of the backend's images besides the API (ImageHosts); default CONSOLE_IMAGE_HOSTS. */
  imageHosts?: readonly string[];
  /** The browser build to serve (default out/renderer-browser); ignored with renderer 'vite'. */
  staticDir?: string;
  /** Where the scripted save dialog puts files (default: a new temporary folder). */
  downloadDir?: string;
  /** Answers of the scripted open dialog, in order. */
  openFiles?: string[];
  /** Where the scripted open dialog picks the newest file when none is queued (default: it is cancelled). */
  uploadDir?: string;
  /** 'static' (default) serves the build; 'vite' serves the sources with hot reload. */
  renderer?: 'static' | 'vite';
  logger?: Logger;
}

export interface DevHost {
  /** The page to open, with the per-run token, on the Login route. */
  url: string;
  origin: string;
  apiBaseUrl: string;
  downloadDir: string;
  /** Change the dialogs' answers while the host runs (e2e tests of exports and imports). */
  dialogs: ScriptedDialogs;
  close(): Promise<void>;
}

interface RendererHandler {
  handle: RequestHandler;
  close(): Promise<void>;
}

/**
 * The browser dev host: the real main core in Node (in-memory secret and key-value stores,
 * scripted dialogs), the renderer over HTTP and the bridge over a token-guarded WebSocket.
 */
export async function startDevHost(options: DevHostOptions = {}): Promise<DevHost> {
  const logger = options.logger ?? consoleLogger;
  const mode = options.renderer ?? 'static';
  const staticDir = options.staticDir ?? BROWSER_BUILD_DIR;
  if (mode === 'static' && !(await hasBrowserBuild(staticDir))) {
    throw new Error(`No browser build in ${staticDir}: run \`npm run build:renderer\` first.`);
  }
  const api = await connectApi(options.apiBaseUrl, process.env, logger);
  const { addressBaseUrl, imageHosts } = backendSettings(options, process.env);
  const server = createServer();
  const cleanUp: Array<() => Promise<void>> = [() => api.close()];
  try {
    const origin = await listen(server, options.port ?? 0);
    cleanUp.unshift(() => closeServer(server));
    const renderer = await createRenderer(mode, server, staticDir, new URL(api.url).origin, imageHosts);
    cleanUp.unshift(() => renderer.close());
    server.on('request', renderer.handle);

    const token = createHostToken();
    const downloadDir = options.downloadDir ?? (await mkdtemp(path.join(os.tmpdir(), 'console-downloads-')));
    const dialogs = createScriptedDialogs({
      saveDirectory: downloadDir,
      openFiles: options.openFiles,
      openDirectory: options.uploadDir,
    });
    const { core, bridge } = createCoreWithBridge({
      server,
      origin,
      token,
      apiBaseUrl: api.url,
      addressBaseUrl,
      imageHosts,
      dialogs,
      logger,
      mode,
    });
    cleanUp.unshift(
      () => bridge.close(),
      () => core.dispose(),
    );
    // As Electron's main does: the API reachability checks start with the core.
    await core.start();

    const url = `${origin}/?${DEV_HOST_TOKEN_PARAM}=${token}#/login`;
    return { url, origin, apiBaseUrl: api.url, downloadDir, dialogs, close: once(() => runInOrder(cleanUp)) };
  } catch (error) {
    await runInOrder(cleanUp);
    throw error;
  }
}

/** The address service and image hosts, given or from the environment as the desktop app reads them. */
function backendSettings(
  options: DevHostOptions,
  env: Readonly<Record<string, string | undefined>>,
): { addressBaseUrl: string | undefined; imageHosts: readonly string[] } {
  const address = options.addressBaseUrl ?? env[ADDRESS_URL_ENV_VAR];
  const checkedAddress = address ? validateApiBaseUrl(address) : null;
  if (checkedAddress && !checkedAddress.ok)
    throw new Error(`Address URL ${address} is ${checkedAddress.reason}`);
  const hosts = options.imageHosts ?? env[IMAGE_HOSTS_ENV_VAR] ?? [];
  const checkedHosts = checkImageHosts(hosts);
  if (!checkedHosts.ok) throw new Error(`Image hosts ${String(hosts)}: ${checkedHosts.reason}`);
  return { addressBaseUrl: checkedAddress?.url, imageHosts: checkedHosts.origins };
}

interface CoreWiring {
  server: Server;
  origin: string;
  token: string;
  apiBaseUrl: string;
  addressBaseUrl: string | undefined;
  imageHosts: readonly string[];
  dialogs: ScriptedDialogs;
  logger: Logger;
  mode: 'static' | 'vite';
}

function createCoreWithBridge(wiring: CoreWiring): { core: MainCore; bridge: BridgeSocket } {
  // The core sends its events through the socket, and the socket hands calls to the core.
  let bridge: BridgeSocket | null = null;
  const core = createMainCore({
    secretStore: createMemorySecretStore(),
    keyValueStore: createMemoryKeyValueStore(),
    apiBaseUrl: wiring.apiBaseUrl,
    ...(wiring.addressBaseUrl ? { addressBaseUrl: wiring.addressBaseUrl } : {}),
    imageHosts: wiring.imageHosts,
    emit: (event, payload) => bridge?.emit(event, payload),
    isTrustedSender: (sender) => bridge?.isTrustedSender(sender) ?? false,
    dialogs: wiring.dialogs,
    notifier: loggingNotifier(wiring.logger),
    shell: loggingShell(wiring.logger),
    logger: wiring.logger,
  });
  bridge = attachBridgeSocket({
    server: wiring.server,
    origin: wiring.origin,
    token: wiring.token,
    router: core.router,
    logger: wiring.logger,
    refuseOtherUpgrades: wiring.mode === 'static',
  });
  return { core, bridge };
}

async function createRenderer(
  mode: 'static' | 'vite',
  server: Server,
  staticDir: string,
  apiOrigin: string,
  imageHosts: readonly string[],
): Promise<RendererHandler> {
  if (mode === 'vite') return createViteRenderer(server, apiOrigin, imageHosts);
  return { handle: serveStaticFiles(staticDir, apiOrigin, imageHosts), close: () => Promise.resolve() };
}

function listen(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve(`http://${HOST}:${(server.address() as AddressInfo).port}`);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

async function runInOrder(steps: Array<() => Promise<void>>): Promise<void> {
  for (const step of steps) {
    await step().catch((error: unknown) =>
      consoleLogger.warn('Dev host clean-up step failed', { error: String(error) }),
    );
  }
}

function once(action: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => (running ??= action());
}
