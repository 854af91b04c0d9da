import type { z } from 'zod';
import { fillApiPath } from '@shared/ipc/api-channel';
import type { ApiChannelDefinition } from '@shared/ipc/api-channel';
import { failure } from '@shared/ipc/result';
import type { CallResult } from '@shared/ipc/result';
import { ja } from '@shared/messages/ja';
import type { ApiClient } from './api-client';
import type { Query } from './request-query';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any request/response schema pair
type AnyApiChannel = ApiChannelDefinition<z.ZodType<any>, z.ZodType>;

export type ApiChannelHandlers<Defs extends Record<string, AnyApiChannel>> = {
  [C in keyof Defs]: (
    payload: z.output<Defs[C]['request']>,
  ) => Promise<CallResult<z.output<Defs[C]['response']>>>;
};

/** The management API, and the address lookup service (a separate service, no token). */
export interface ApiClients {
  api: ApiClient;
  address: ApiClient;
}

/** Serves every API channel of the contract with one handler: path, query or body, answer check. */
export function createApiChannelHandlers<Defs extends Record<string, AnyApiChannel>>(
  clients: ApiClients,
  definitions: Defs,
): ApiChannelHandlers<Defs> {
  const handlers: Record<string, (payload: unknown) => Promise<CallResult<unknown>>> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const client = definition.base === 'address' ? clients.address : clients.api;
    handlers[name] = (payload) =>
      callApiChannel(client, definition, (payload ?? {}) as Record<string, unknown>);
  }
  return handlers as ApiChannelHandlers<Defs>;
}

async function callApiChannel(
  api: ApiClient,
  definition: AnyApiChannel,
  payload: Record<string, unknown>,
): Promise<CallResult<unknown>> {
  let filled: { path: string; rest: Record<string, unknown> };
  try {
    filled = fillApiPath(definition.path, payload);
  } catch {
    return failure({ status: 0, kind: 'invalid-request', message: ja.errors.invalidRequest, errors: [] });
  }
  const { path, rest } = filled;
  const sendsQuery = definition.method === 'GET' || definition.method === 'DELETE';
  return api.request({
    method: definition.method,
    path,
    schema: definition.response,
    ...(sendsQuery
      ? { query: rest as Query }
      : definition.multipart
        ? { formData: toFormData(rest) }
        : { json: rest }),
  });
}

interface UploadedFile {
  fileName: string;
  mimeType: string;
  dataBase64: string;
}

function appendFile(form: FormData, name: string, file: UploadedFile): void {
  const bytes = Buffer.from(file.dataBase64, 'base64');
  form.append(name, new Blob([bytes], { type: file.mimeType }), file.fileName);
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'dataBase64' in value &&
    'fileName' in value &&
    'mimeType' in value
  );
}

/**
 * Multipart body: uploaded files become file parts (a list of them repeats as `name[]`),
 * booleans 1/0, lists of plain values repeat as `name[]` (Laravel's convention), other lists
 * and objects JSON, absent values left out.
 */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (isUploadedFile(value)) {
      appendFile(form, name, value);
    } else if (Array.isArray(value) && value.length > 0 && value.every(isUploadedFile)) {
      for (const file of value) appendFile(form, `${name}[]`, file);
    } else if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
      for (const item of value) form.append(`${name}[]`, item === null ? '' : String(item));
    } else if (typeof value === 'boolean') {
      form.append(name, value ? '1' : '0');
    } else if (typeof value === 'object') {
      form.append(name, JSON.stringify(value));
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
