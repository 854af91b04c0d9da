import { randomBytes } from 'node:crypto';
import { API_BASE_PATH } from '@shared/constants';
import type { TestApi } from './harness';

/** A file part of a multipart body. */
export interface FilePart {
  name: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body: text fields (a list repeats the name) and files. */
export function multipartBody(
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
): { body: Buffer; contentType: string } {
  const boundary = `----console-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const add = (text: string) => chunks.push(Buffer.from(text, 'utf8'));
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      add(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`);
    }
  }
  for (const file of files) {
    add(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    );
    chunks.push(file.data);
    add('\r\n');
  }
  add(`--${boundary}--\r\n`);
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface RawResponse {
  status: number;
  headers: Record<string, unknown>;
  raw: Buffer;
  json(): unknown;
}

/** A request whose answer may be binary (PNG, audio), or whose body is multipart. */
export async function rawRequest(
  api: TestApi,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: Buffer; contentType?: string; prefix?: string } = {},
): Promise<RawResponse> {
  const response = await api.app.inject({
    method,
    url: `${options.prefix ?? API_BASE_PATH}${path}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    raw: response.rawPayload,
    json: () => JSON.parse(response.body) as unknown,
  };
}

/** Sends a multipart body and reads the JSON answer. */
export async function postMultipart(
  api: TestApi,
  path: string,
  token: string,
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
): Promise<{ status: number; body: unknown }> {
  const { body, contentType } = multipartBody(fields, files);
  const response = await rawRequest(api, 'POST', path, { token, body, contentType });
  return { status: response.status, body: response.json() };
}

/** Smallest valid files of each kind, by their magic bytes. */
export const SAMPLE_FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  mp3: Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
    Buffer.alloc(64),
  ]),
  wav: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WAVEfmt '),
    Buffer.alloc(32),
  ]),
  text: Buffer.from('これは画像ではありません', 'utf8'),
};

/**
 * The version a record of the reference server was answered with. The console's schemas read
 * `updatedAt` as optional (other backends may not answer it); the reference server always does.
 */
export function versionOf(record: { updatedAt?: string | null | undefined }): string {
  if (!record.updatedAt) throw new Error('the reference server answered a record without updatedAt');
  return record.updatedAt;
}
