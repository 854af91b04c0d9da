import { z } from 'zod';
import { accountUpdateRequestSchema, accountUpdateResponseSchema } from '../../api/account-settings';
import { municipalitiesResponseSchema, prefecturesResponseSchema, zipcodeResponseSchema } from '../../api/address';
import { companySettingResponseSchema, companySettingWriteResponseSchema, companyUpdateRequestSchema } from '../../api/company';
import { bankResponseSchema } from '../../api/lookups';
import { ADDRESS_PATHS, API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';

const noPayload = z.object({}).optional();

/** Account pages: the user's own settings, the company, bank and address lookups. */
export const accountChannels = {
  'account.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.account.self,
    request: accountUpdateRequestSchema,
    response: accountUpdateResponseSchema,
  }),
  'company.get': apiChannel({
    method: 'GET',
    path: API_PATHS.account.company,
    request: noPayload,
    response: companySettingResponseSchema,
  }),
  'company.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.account.company,
    request: companyUpdateRequestSchema,
    response: companySettingWriteResponseSchema,
  }),
  'banks.get': apiChannel({
    method: 'GET',
    path: API_PATHS.lookups.bank,
    request: z.object({ code: z.string().regex(/^\d{4}$/) }),
    response: bankResponseSchema,
  }),
  'address.zipcode': apiChannel({
    method: 'GET',
    path: ADDRESS_PATHS.zipcode,
    base: 'address',
    request: z.object({ zip: z.string().regex(/^\d{7}$/) }),
    response: zipcodeResponseSchema,
  }),
  'address.prefectures': apiChannel({
    method: 'GET',
    path: ADDRESS_PATHS.prefectures,
    base: 'address',
    request: noPayload,
    response: prefecturesResponseSchema,
  }),
  'address.municipalities': apiChannel({
    method: 'GET',
    path: ADDRESS_PATHS.municipalities,
    base: 'address',
    request: z.object({ prefectureCode: z.string().regex(/^\d{2}$/) }),
    response: municipalitiesResponseSchema,
  }),
} as const;
