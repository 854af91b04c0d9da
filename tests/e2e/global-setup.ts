import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_WORKERS, type WorkerHost } from './support/worker-hosts';
import { startDevHostProcess } from './support/dev-host-process';

/**
 * Starts the browser dev host exactly as a developer would (`npm run dev:browser`), on a free
 * port, with its own reference server and demo data: one per worker, because a host keeps one
 * session like the desktop app. Each worker reads its own host's URLs and folders
 * (support/worker-hosts.ts, applied when the config loads in the worker).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The tests always run against reference servers of their own with fresh demo data.
  const { CONSOLE_API_URL: _ignored, ...env } = process.env;
  const started = await Promise.all(
    Array.from({ length: E2E_WORKERS }, async () => {
      const downloads = mkdtempSync(path.join(tmpdir(), 'console-e2e-downloads-'));
      const uploads = mkdtempSync(path.join(tmpdir(), 'console-e2e-uploads-'));
      const host = await startDevHostProcess(['--downloads', downloads, '--uploads', uploads], env);
      const worker: WorkerHost = {
        E2E_APP_URL: host.url,
        E2E_API_URL: /API:\s+(http:\/\/\S+)/.exec(host.output())?.[1] ?? '',
        E2E_DOWNLOAD_DIR: downloads,
        E2E_UPLOAD_DIR: uploads,
      };
      return { host, worker };
    }),
  );
  process.env.E2E_HOSTS = JSON.stringify(started.map(({ worker }) => worker));
  return async () => {
    await Promise.all(started.map(({ host }) => host.stop()));
  };
}
