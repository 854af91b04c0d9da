import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeRoute } from './fake-api';

/** Serves a FakeRoute over real HTTP on a loopback port, for tests that need a real API URL. */
export async function serveFakeApi(route: FakeRoute): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      void Promise.resolve(
        route({
          method: request.method ?? 'GET',
          url,
          path: url.pathname.replace(/^\/api\/v1\//, ''),
          headers: new Headers(request.headers as Record<string, string>),
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
        }),
      ).then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
