import type { FastifyInstance } from 'fastify';
import type { Municipality, Prefecture, ZipcodeAddress } from '@shared/api';
import { ja } from '@shared/messages';
import { NotFound, notFound } from '../errors';
import { addressesOfZipcode, municipalitiesOf, prefectures } from './japan-post';

const ZIPCODE = /^\d{7}$/;
const PREFECTURE_CODE = /^\d{1,2}$/;

/**
 * The address lookup service (spec section 7) under its own prefix. Public reference data:
 * no login, nothing of a tenant.
 */
export function registerAddressRoutes(app: FastifyInstance): void {
  app.get<{ Params: { zip: string } }>(
    '/zipcode/:zip',
    async (request): Promise<{ data: ZipcodeAddress[] }> => {
      const zip = request.params.zip;
      const addresses = ZIPCODE.test(zip) ? addressesOfZipcode(zip) : [];
      if (addresses.length === 0) throw new NotFound(ja.errors.noMatchingAddress);
      return { data: addresses };
    },
  );

  app.get('/prefectures', async (): Promise<{ data: Prefecture[] }> => ({ data: prefectures() }));

  app.get<{ Params: { prefectureCode: string } }>(
    '/municipalities/:prefectureCode',
    async (request): Promise<{ data: Municipality[] }> => {
      const code = request.params.prefectureCode;
      const municipalities = PREFECTURE_CODE.test(code) ? municipalitiesOf(Number(code)) : null;
      if (!municipalities) throw notFound();
      return { data: municipalities };
    },
  );
}
