import type { FastifyInstance } from 'fastify';
import { ADDRESS_PATHS } from '@shared/api';
import type { Municipality, Prefecture, ZipcodeAddress } from '@shared/api';
import { ja } from '@shared/messages';
import { NotFound, notFound } from '../errors';
import { endpoints, openToAll } from '../http/endpoints';
import { addressesOfZipcode, municipalitiesOf, prefectures } from './japan-post';

const ZIPCODE = /^\d{7}$/;
const PREFECTURE_CODE = /^\d{1,2}$/;

/**
 * The address lookup service (spec section 7) under its own prefix. Public reference data:
 * no login, nothing of a tenant.
 */
export function registerAddressRoutes(api: FastifyInstance): void {
  const route = endpoints(api);

  route.get(ADDRESS_PATHS.zipcode, {
    access: openToAll,
    async handler({ params: { zip } }): Promise<{ data: ZipcodeAddress[] }> {
      const addresses = ZIPCODE.test(zip) ? addressesOfZipcode(zip) : [];
      if (addresses.length === 0) throw new NotFound(ja.errors.noMatchingAddress);
      return { data: addresses };
    },
  });

  route.get(ADDRESS_PATHS.prefectures, {
    access: openToAll,
    handler: async (): Promise<{ data: Prefecture[] }> => ({ data: prefectures() }),
  });

  route.get(ADDRESS_PATHS.municipalities, {
    access: openToAll,
    async handler({ params: { prefectureCode } }): Promise<{ data: Municipality[] }> {
      const municipalities = PREFECTURE_CODE.test(prefectureCode)
        ? municipalitiesOf(Number(prefectureCode))
        : null;
      if (!municipalities) throw notFound();
      return { data: municipalities };
    },
  });
}
