import { expect } from 'vitest';
import { importStatusResponseSchema } from '@shared/api';
import type { ImportStatusBody } from '@shared/api';
import { IMPORT_STATUS } from '@shared/constants';
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

/**
 * Imports as the console does: upload, the worker's dry run, confirm, the worker's apply.
 * Answers the job id, the dry run's status and the final status. A dry run that did not end
 * in PREVIEWED (a file refused whole) is the final status too.
 */
export async function importThroughDryRun(
  api: TestApi,
  path: string,
  token: string,
  fileName: string,
  content: Uint8Array | string,
): Promise<{ id: string; preview: ImportStatusBody; status: ImportStatusBody }> {
  const id = acceptedJobId(await uploadFile(api, path, token, fileName, content));
  await api.app.jobWorker.drain();
  const preview = await importStatus(api, id, token);
  if (preview.status !== IMPORT_STATUS.PREVIEWED) return { id, preview, status: preview };
  const confirmed = await api.request('POST', `/import/confirm/${id}`, { token });
  expect(confirmed.status).toBe(202);
  await api.app.jobWorker.drain();
  return { id, preview, status: await importStatus(api, id, token) };
}

export async function importStatus(api: TestApi, id: string, token: string): Promise<ImportStatusBody> {
  const response = await api.request('GET', `/import/status/${id}`, { token });
  expect(response.status).toBe(200);
  return importStatusResponseSchema.parse(response.body).data;
}
