import { createServer, request as forward } from 'node:http';
import type { Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/app';
import { startDevHostProcess } from './support/dev-host-process';
import type { DevHostProcess } from './support/dev-host-process';

/**
 * The API as the console sees it over the network: a pass-through in front of the e2e
 * reference server that can be stopped (connections refused and cut) and started again on the
 * same port, as when the API's server goes down and comes back.
 */
function stoppableApi(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const create = () =>
    createServer((incoming, outgoing) => {
      const proxied = forward(
        { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      proxied.on('error', () => outgoing.destroy());
      incoming.pipe(proxied);
    }).on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
  return {
    async start(): Promise<number> {
      server = create();
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
      return port;
    },
    async stop(): Promise<void> {
      const closing = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closing;
    },
  };
}

const api = stoppableApi(new URL(process.env.E2E_API_URL ?? 'http://127.0.0.1:1'));
let host: DevHostProcess;

test.beforeAll(async () => {
  const port = await api.start();
  // A dev host of this test's own, whose API is the stoppable one.
  host = await startDevHostProcess([], { ...process.env, CONSOLE_API_URL: `http://127.0.0.1:${port}/api/v1` });
});

test.afterAll(async () => {
  await host?.stop();
  await api.stop();
});

test('a calm banner while the API is stopped, gone by itself when it is back, and the screen reloads', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(host.url);
  await page.locator('input[name=email]').fill(DEMO_ACCOUNTS.clientDemo);
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveCount(0);

  await api.stop();
  // The next call main makes finds no API (or its own check does, within half a minute).
  await page.getByTestId('side-menu').getByText('ユーザー設定').click();
  await expect(banner).toBeVisible({ timeout: 45_000 });
  await expect(banner).toHaveAttribute('role', 'status');
  await expect(banner).toContainText('サーバーに接続できません');
  await expect(page.getByText('group@demo.example', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('offline-banner.png') });

  await api.start();
  // Main checks every few seconds while the API is away; the screen refetches when it answers.
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  // The user list that could not load while the API was away is fetched again by itself.
  await expect(page.getByText('group@demo.example', { exact: true })).toBeVisible({ timeout: 30_000 });
});
