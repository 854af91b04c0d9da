// `npm start`: the reference API server with demo data, then the Electron app pointed at it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';

const port = process.env.PORT ?? '8787';
const apiUrl = process.env.CONSOLE_API_URL ?? `http://127.0.0.1:${port}/api/v1`;
const require = createRequire(import.meta.url);

function electronIsInstalled() {
  const electronDir = require.resolve('electron/package.json').replace(/package\.json$/, '');
  return existsSync(`${electronDir}path.txt`);
}

if (!electronIsInstalled()) {
  console.error(
    [
      'The Electron binary is not installed (its download was skipped or blocked).',
      '  - Behind a corporate proxy, set ELECTRON_MIRROR to your internal mirror and run npm install again.',
      '  - Or run `npm run dev:browser` to use the console in a browser on the same reference server.',
    ].join('\n'),
  );
  process.exit(1);
}

const children = [];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

if (!process.env.CONSOLE_API_URL) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src-server/cli.ts', '--demo'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  });
  children.push(server);
  server.on('exit', (code) => {
    if (code) process.exit(code);
  });
  await waitForServer(`${apiUrl}/health`);
}

const app = spawn(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['electron-vite', 'dev'], {
  stdio: 'inherit',
  env: { ...process.env, CONSOLE_API_URL: apiUrl },
});
children.push(app);
app.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});

async function waitForServer(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(500);
  }
  throw new Error(`reference server did not answer at ${url}`);
}
