import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevHostProcess } from './support/dev-host-process';

/**
 * Starts the browser dev host exactly as a developer would (`npm run dev:browser`), on a free
 * port, with its own reference server and demo data, and hands its page URL to the tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const downloadDir = mkdtempSync(path.join(tmpdir(), 'console-e2e-downloads-'));
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'console-e2e-uploads-'));
  // The tests always run against a reference server of their own with fresh demo data.
  const { CONSOLE_API_URL: _ignored, ...env } = process.env;
  const host = await startDevHostProcess(['--downloads', downloadDir, '--uploads', uploadDir], env);
  process.env.E2E_APP_URL = host.url;
  process.env.E2E_API_URL = /API:\s+(http:\/\/\S+)/.exec(host.output())?.[1] ?? '';
  process.env.E2E_DOWNLOAD_DIR = downloadDir;
  process.env.E2E_UPLOAD_DIR = uploadDir;
  return () => host.stop();
}
