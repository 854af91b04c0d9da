import { z } from 'zod';
import { accountUpdateRequestSchema, accountUpdateResponseSchema } from '../../api/account-settings';
import { municipalitiesResponseSchema, prefecturesResponseSchema, zipcodeResponseSchema } from '../../api/address';
import { companySettingResponseSchema, companySettingWriteResponseSchema, companyUpdateRequestSchema } from '../../api/company';
import { bankResponseSchema } from '../../api/lookups';
import { apiChannel } from '../api-channel';

const noPayload = z.object({}).optional();

/** Account pages: the user's own settings, the company, bank and address lookups. */
export const accountChannels = {
  'account.update': apiChannel({
    method: 'PUT',
    path: 'account',
    request: accountUpdateRequestSchema,
    response: accountUpdateResponseSchema,
  }),
  'company.get': apiChannel({
    method: 'GET',
    path: 'account/company',
    request: noPayload,
    response: companySettingResponseSchema,
  }),
  'company.update': apiChannel({
    method: 'PUT',
    path: 'account/company',
    request: companyUpdateRequestSchema,
    response: companySettingWriteResponseSchema,
  }),
  'banks.get': apiChannel({
    method: 'GET',
    path: 'banks/{code}',
    request: z.object({ code: z.string().regex(/^\d{4}$/) }),
    response: bankResponseSchema,
  }),
  'address.zipcode': apiChannel({
    method: 'GET',
    path: 'zipcode/{zip}',
    base: 'address',
    request: z.object({ zip: z.string().regex(/^\d{7}$/) }),
    response: zipcodeResponseSchema,
  }),
  'address.prefectures': apiChannel({
    method: 'GET',
    path: 'prefectures',
    base: 'address',
    request: noPayload,
    response: prefecturesResponseSchema,
  }),
  'address.municipalities': apiChannel({
    method: 'GET',
    path: 'municipalities/{prefectureCode}',
    base: 'address',
    request: z.object({ prefectureCode: z.string().regex(/^\d{2}$/) }),
    response: municipalitiesResponseSchema,
  }),
} as const;
