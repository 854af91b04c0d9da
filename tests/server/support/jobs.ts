import { expect } from 'vitest';
import type { TestApi } from './harness';
import { postMultipart, rawRequest } from './http';
import type { RawResponse } from './http';

/** GET of an absolute URL the API answered (a download URL), or of an API path, as bytes. */
export function getFile(api: TestApi, urlOrPath: string, token: string): Promise<RawResponse> {
  const absolute = urlOrPath.startsWith('http');
  const path = absolute ? new URL(urlOrPath).pathname : urlOrPath;
  return rawRequest(api, 'GET', path, { token, ...(absolute ? { prefix: '' } : {}) });
}

/** Uploads one file as the multipart field `file`, as the console does for an import. */
export function uploadFile(
  api: TestApi,
  path: string,
  token: string,
  fileName: string,
  content: Uint8Array | string,
  field = 'file',
): Promise<{ status: number; body: unknown }> {
  const data = Buffer.from(content);
  return postMultipart(api, path, token, {}, [
    { name: field, fileName, contentType: 'application/octet-stream', data },
  ]);
}

/** The job id of a 202 answer. */
export function acceptedJobId(response: { status: number; body: unknown }): string {
  expect(response.status).toBe(202);
  const id = (response.body as { data?: { id?: unknown } }).data?.id;
  expect(typeof id).toBe('string');
  return id as string;
}

/** Polls until `check` answers something other than undefined (the background worker at work). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
