// `npm run dev:browser`: the console in a browser, for machines without an Electron binary.
// Never part of the installer.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDevHost } from './dev-host/dev-host';
import type { DevHost } from './dev-host/dev-host';
import { BROWSER_BUILD_DIR, REPO_ROOT } from './dev-host/paths';
import { buildBrowserRenderer } from './dev-host/renderer-build';

const DEFAULT_PORT = 5180;

const USAGE = `Usage: npm run dev:browser -- [--port <n>] [--hmr] [--skip-build] [--downloads <dir>] [--uploads <dir>]
  --port        port on 127.0.0.1 (default ${DEFAULT_PORT}, or DEV_HOST_PORT; 0 = any free port)
  --hmr         serve src-renderer through Vite with hot reload instead of the build
  --skip-build  serve out/renderer-browser as it is (default: rebuild it first)
  --downloads   where the scripted save dialog writes files (default .tmp/dev-host-downloads)
  --uploads     where the scripted open dialog picks a file to import: the newest one there
                (default .tmp/dev-host-uploads)
The API is CONSOLE_API_URL when set; otherwise a reference server with demo data is started.
CONSOLE_ADDRESS_URL and CONSOLE_IMAGE_HOSTS set the address service and the image hosts (docs/connecting-a-backend.md).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      hmr: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      downloads: { type: 'string' },
      uploads: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port ?? process.env.DEV_HOST_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid port: ${values.port}`);
  if (!values.hmr && !values['skip-build']) {
    console.log('Building the browser renderer (out/renderer-browser)...');
    await buildBrowserRenderer();
  }
  const downloadDir = path.resolve(values.downloads ?? path.join(REPO_ROOT, '.tmp', 'dev-host-downloads'));
  await mkdir(downloadDir, { recursive: true });
  const uploadDir = path.resolve(values.uploads ?? path.join(REPO_ROOT, '.tmp', 'dev-host-uploads'));
  await mkdir(uploadDir, { recursive: true });
  const host = await startDevHost({
    port,
    downloadDir,
    uploadDir,
    staticDir: BROWSER_BUILD_DIR,
    renderer: values.hmr ? 'vite' : 'static',
  });
  announce(host, uploadDir);
  stopOnSignals(host);
}

function announce(host: DevHost, uploadDir: string): void {
  console.log(
    [
      '',
      'Browser dev host is running (loopback only; the token in the URL is new on every run).',
      `  API:       ${host.apiBaseUrl}`,
      `  Downloads: ${host.downloadDir}`,
      `  Uploads:   ${uploadDir}`,
      '',
      `  Open: ${host.url}`,
      '',
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
}

function stopOnSignals(host: DevHost): void {
  const stop = () => {
    void host.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
