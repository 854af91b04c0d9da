import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipalitiesResponseSchema, prefecturesResponseSchema, zipcodeResponseSchema } from '@shared/api';
import { ADDRESS_API_BASE_PATH } from '@shared/constants';
import { ja } from '@shared/messages';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { rawRequest } from './support/http';

describe.each(DATABASE_TARGETS)('address service on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api?.close());

  /** No token: the address service is public reference data. */
  const get = async (path: string) => {
    const response = await rawRequest(api, 'GET', path, { prefix: ADDRESS_API_BASE_PATH });
    return { status: response.status, body: response.json() };
  };

  it('answers a postal code with its prefecture, municipality and town', async () => {
    const response = await get('/zipcode/1000001');
    expect(response.status).toBe(200);
    expect(zipcodeResponseSchema.parse(response.body).data).toEqual([
      {
        zipcode: '1000001',
        prefectureCode: '13',
        prefectureName: '東京都',
        municipalityCode: '13101',
        municipalityName: '千代田区',
        town: '千代田',
      },
    ]);
  });

  it('knows postal codes across the country', async () => {
    const cases = [
      ['0600005', '01101', '札幌市中央区'],
      ['9000013', '47201', '那覇市'],
      ['6500002', '28110', '神戸市中央区'],
    ] as const;
    for (const [zip, municipalityCode, municipalityName] of cases) {
      const [first] = zipcodeResponseSchema.parse((await get(`/zipcode/${zip}`)).body).data;
      expect(first).toMatchObject({ municipalityCode, municipalityName });
    }
  });

  it('answers 404 with the no-matching-address message for an unknown or malformed code', async () => {
    for (const zip of ['9999999', '100-0001', '100000', 'abcdefg']) {
      const response = await get(`/zipcode/${encodeURIComponent(zip)}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: ja.errors.noMatchingAddress });
    }
  });

  it('lists the 47 prefectures with their JIS codes', async () => {
    const prefectures = prefecturesResponseSchema.parse((await get('/prefectures')).body).data;
    expect(prefectures).toHaveLength(47);
    expect(prefectures[0]).toEqual({ code: '01', name: '北海道' });
    expect(prefectures[12]).toEqual({ code: '13', name: '東京都' });
    expect(prefectures[46]).toEqual({ code: '47', name: '沖縄県' });
  });

  it('lists the municipalities of a prefecture by its code, padded or not', async () => {
    const tokyo = municipalitiesResponseSchema.parse((await get('/municipalities/13')).body).data;
    expect(tokyo).toContainEqual({ code: '13101', name: '千代田区', prefectureCode: '13' });
    expect(tokyo.every((municipality) => municipality.code.startsWith('13'))).toBe(true);
    const hokkaido = municipalitiesResponseSchema.parse((await get('/municipalities/1')).body).data;
    expect(hokkaido).toContainEqual({ code: '01101', name: '札幌市中央区', prefectureCode: '01' });
    expect(hokkaido).toEqual(municipalitiesResponseSchema.parse((await get('/municipalities/01')).body).data);
  });

  it('answers 404 for a prefecture code that does not exist', async () => {
    for (const code of ['0', '48', '99', 'tokyo'])
      expect((await get(`/municipalities/${code}`)).status).toBe(404);
  });
});
