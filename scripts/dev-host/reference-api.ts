import { API_URL_ENV_VAR, validateApiBaseUrl } from '../../src-main/core';
import type { Logger } from '../../src-main/core';

export interface ApiEndpoint {
  url: string;
  /** Stops the reference server when the dev host started it. */
  close(): Promise<void>;
}

/**
 * The given URL, else CONSOLE_API_URL, else a reference server of our own on a free loopback
 * port, with the demo data in an in-memory database.
 */
export async function connectApi(
  configuredUrl: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  logger: Logger,
): Promise<ApiEndpoint> {
  const external = configuredUrl ?? nonEmpty(env[API_URL_ENV_VAR]);
  if (external) {
    const checked = validateApiBaseUrl(external);
    if (!checked.ok) throw new Error(`API URL ${external} is ${checked.reason}`);
    return { url: checked.url, close: () => Promise.resolve() };
  }
  logger.info('Starting the reference API server with demo data (in-memory database)');
  const { startServer } = await import('../../src-server/index');
  return startServer({ port: 0, host: '127.0.0.1', database: { kind: 'pglite' }, demo: true });
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value : undefined;
}
