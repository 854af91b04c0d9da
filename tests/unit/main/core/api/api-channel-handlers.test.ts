import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiChannel } from '@shared/ipc';
import type { CallResult } from '@shared/ipc';
import type { ApiClient, ApiRequest } from '../../../../../src-main/core/api/api-client';
import { createApiChannelHandlers, toFormData } from '../../../../../src-main/core/api/api-channel-handlers';

function fakeApi(answer: CallResult<unknown> = { ok: true, data: { message: 'ok' } }) {
  const requests: ApiRequest<z.ZodType>[] = [];
  const api = {
    request: vi.fn(async (request: ApiRequest<z.ZodType>) => {
      requests.push(request);
      return answer;
    }),
  } as unknown as ApiClient;
  return { api, requests };
}

const definitions = {
  'stores.list': apiChannel({
    method: 'GET',
    path: '{subdomain}/stores',
    request: z.object({ subdomain: z.string(), page: z.number(), keyword: z.string().optional() }),
    response: z.object({ data: z.array(z.unknown()) }),
  }),
  'stores.update': apiChannel({
    method: 'PUT',
    path: '{subdomain}/stores/{id}',
    request: z.object({ subdomain: z.string(), id: z.number(), storeName: z.string() }),
    response: z.object({ message: z.string() }),
  }),
  'settings.basic': apiChannel({
    method: 'POST',
    path: '{subdomain}/stores/{id}/config/basic',
    request: z.object({ subdomain: z.string(), id: z.number() }).passthrough(),
    response: z.object({ message: z.string() }),
    multipart: true,
  }),
};

describe('generic API channel handlers', () => {
  it('sends a GET with the path filled and the rest as the query', async () => {
    const { api, requests } = fakeApi();
    const handlers = createApiChannelHandlers({ api, address: api }, definitions);
    await handlers['stores.list']({ subdomain: 'demo', page: 2, keyword: '渋谷' });
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: 'demo/stores',
      query: { page: 2, keyword: '渋谷' },
    });
    expect(requests[0]?.schema).toBe(definitions['stores.list'].response);
  });

  it('sends a PUT with the rest as the JSON body', async () => {
    const { api, requests } = fakeApi();
    const handlers = createApiChannelHandlers({ api, address: api }, definitions);
    await handlers['stores.update']({ subdomain: 'demo', id: 7, storeName: '新宿店' });
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: 'demo/stores/7',
      json: { storeName: '新宿店' },
    });
  });

  it('answers with what the API client answered', async () => {
    const failed: CallResult<unknown> = {
      ok: false,
      error: { status: 422, kind: 'http', message: '入力内容に誤りがあります。', errors: [] },
    };
    const { api } = fakeApi(failed);
    const handlers = createApiChannelHandlers({ api, address: api }, definitions);
    expect(await handlers['stores.update']({ subdomain: 'demo', id: 7, storeName: '' })).toEqual(failed);
  });

  it('sends a multipart body with uploaded images as file parts', async () => {
    const { api, requests } = fakeApi();
    const handlers = createApiChannelHandlers({ api, address: api }, definitions);
    await handlers['settings.basic']({
      subdomain: 'demo',
      id: 3,
      image: {
        fileName: 'shop.png',
        mimeType: 'image/png',
        dataBase64: Buffer.from('PNGDATA').toString('base64'),
      },
      subtitle: 'こだわりの一杯',
    } as never);
    const form = requests[0]?.formData as FormData;
    expect(requests[0]?.path).toBe('demo/stores/3/config/basic');
    const image = form.get('image') as File;
    expect(image.name).toBe('shop.png');
    expect(image.type).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString()).toBe('PNGDATA');
    expect(form.get('subtitle')).toBe('こだわりの一杯');
  });
});

describe('the address service', () => {
  it('is called through its own client', async () => {
    const main = fakeApi();
    const address = fakeApi({ ok: true, data: { data: [] } });
    const handlers = createApiChannelHandlers(
      { api: main.api, address: address.api },
      {
        'address.zipcode': apiChannel({
          method: 'GET',
          path: 'zipcode/{zip}',
          base: 'address',
          request: z.object({ zip: z.string() }),
          response: z.object({ data: z.array(z.unknown()) }),
        }),
      },
    );
    await handlers['address.zipcode']({ zip: '1000001' });
    expect(address.requests[0]).toMatchObject({ method: 'GET', path: 'zipcode/1000001' });
    expect(main.requests).toEqual([]);
  });
});

describe('toFormData', () => {
  it('writes booleans as 1/0, plain lists as name[], other lists as JSON and leaves out absent values', () => {
    const form = toFormData({
      enabled: true,
      off: false,
      emails: ['a@example.jp', 'b@example.jp'],
      allowIps: [{ ipAddress: '192.0.2.1' }],
      none: null,
      later: undefined,
    });
    expect(form.get('enabled')).toBe('1');
    expect(form.get('off')).toBe('0');
    expect(form.getAll('emails[]')).toEqual(['a@example.jp', 'b@example.jp']);
    expect(form.get('allowIps')).toBe('[{"ipAddress":"192.0.2.1"}]');
    expect(form.has('none')).toBe(false);
    expect(form.has('later')).toBe(false);
  });
});
