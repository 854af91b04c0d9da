import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@shared/api';
import { API_BASE_PATH } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { DEFAULT_SETTINGS } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';

const JSON_TYPE = { 'content-type': 'application/json' };

describe.each(DATABASE_TARGETS)('HTTP error answers on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    // A route that fails the way a bug would, to see what leaves the server.
    api.app.get(`${API_BASE_PATH}/test/crash`, async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(() => api?.close());

  const login = (body: unknown, headers: Record<string, string> = JSON_TYPE) =>
    api.request('POST', '/auth/login', { body, headers });

  it('answers the health check without a session', async () => {
    const response = await api.request('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', role: 'both', database: 'reachable' });
  });

  it('answers malformed JSON with 400 in Japanese', async () => {
    const response = await login('{"email": "client@demo.example",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: ja.errors.invalidRequest });
  });

  it('answers a JSON body that is not an object with 400', async () => {
    for (const body of ['[1, 2]', '"text"', '5']) {
      expect((await login(body)).status).toBe(400);
    }
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await login('email=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: ja.server.unsupportedMediaType });
  });

  it('answers a body over the limit with 413', async () => {
    const huge = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(DEFAULT_SETTINGS.bodyLimitBytes) });
    const response = await login(huge);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: ja.server.payloadTooLarge });
  });

  it('answers missing fields with 422 and a Japanese name/message pair per field', async () => {
    const response = await login({});
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(response.body)).toEqual({
      message: ja.errors.validationFailed,
      errors: [
        { name: 'email', message: ja.fields.email + ja.validation.required },
        { name: 'password', message: ja.fields.password + ja.validation.required },
      ],
    });
  });

  it('treats blank and too long values as field errors', async () => {
    const response = await login({ email: '   ', password: 'x'.repeat(256) });
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(response.body).errors).toEqual([
      { name: 'email', message: ja.fields.email + ja.validation.required },
      { name: 'password', message: fieldMessage(ja.fields.password, ja.validation.maxLength, { max: 255 }) },
    ]);
  });

  it('answers an unknown route with 404 in Japanese', async () => {
    for (const path of ['/no-such-endpoint', '/services/demo/unknown']) {
      const response = await api.request('GET', path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: ja.errors.notFound });
    }
    const outside = await api.app.inject({ method: 'GET', url: '/elsewhere' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ message: ja.errors.notFound });
  });

  it('answers a URL it cannot decode with 400', async () => {
    const response = await api.app.inject({ method: 'GET', url: `${API_BASE_PATH}/services/%E0%A4%A` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ja.errors.invalidRequest });
  });

  it('answers an internal failure with a bare 500', async () => {
    const response = await api.request('GET', '/test/crash');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: ja.errors.serverError });
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });
});
