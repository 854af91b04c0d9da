import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeRoute, RecordedRequest } from './fake-api';

/** Serves a FakeRoute over real HTTP on a loopback port, for tests that need a real API URL. */
export async function serveFakeApi(route: FakeRoute): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const headers = new Headers(request.headers as Record<string, string>);
      void recordedRequest(request.method ?? 'GET', url, headers, raw)
        .then((recorded) => route(recorded))
        .then(async (answer) => {
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

async function recordedRequest(
  method: string,
  url: URL,
  headers: Headers,
  raw: Buffer,
): Promise<RecordedRequest> {
  const recorded: RecordedRequest = {
    method,
    url,
    path: url.pathname.replace(/^\/api\/v1\//, ''),
    headers,
    body: undefined,
  };
  if ((headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    recorded.form = await new Response(raw, {
      headers: { 'content-type': headers.get('content-type') ?? '' },
    }).formData();
  } else if (raw.length > 0) {
    recorded.body = JSON.parse(raw.toString('utf8')) as unknown;
  }
  return recorded;
}
