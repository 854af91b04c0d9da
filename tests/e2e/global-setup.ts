import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const START_TIMEOUT_MS = 120_000;

/**
 * Starts the browser dev host exactly as a developer would (`npm run dev:browser`), on a free
 * port, with its own reference server and demo data, and hands its page URL to the tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const downloadDir = mkdtempSync(path.join(tmpdir(), 'console-e2e-downloads-'));
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'console-e2e-uploads-'));
  // The tests always run against a reference server of their own with fresh demo data.
  const { CONSOLE_API_URL: _ignored, ...env } = process.env;
  const host = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/dev-browser.ts',
      '--skip-build',
      '--port',
      '0',
      '--downloads',
      downloadDir,
      '--uploads',
      uploadDir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env },
  );

  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev host did not start:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open:\s+(http:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    host.stdout.on('data', read);
    host.stderr.on('data', read);
    host.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dev host exited with ${code}:\n${output}`));
    });
  });

  process.env.E2E_APP_URL = url;
  process.env.E2E_API_URL = /API:\s+(http:\/\/\S+)/.exec(output)?.[1] ?? '';
  process.env.E2E_DOWNLOAD_DIR = downloadDir;
  process.env.E2E_UPLOAD_DIR = uploadDir;
  return async () => {
    host.kill('SIGTERM');
    await new Promise((resolve) => host.once('exit', resolve));
  };
}
