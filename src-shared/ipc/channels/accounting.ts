import { z } from 'zod';
import {
  accountingSettingsRequestSchema,
  accountingSettingsResponseSchema,
  accountingSettingsWriteResponseSchema,
  accountingTargetSchema,
  journalSummaryResponseSchema,
} from '../../api/accounting';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { servicePath } from './path-params';

/** 会計連携設定 and the summary of a journal before its export (src-shared/api/accounting.ts). */
export const accountingChannels = {
  'accounting.settings': apiChannel({
    method: 'GET',
    path: API_PATHS.accounting.settings,
    request: z.object(servicePath),
    response: accountingSettingsResponseSchema,
  }),
  'accounting.saveSettings': apiChannel({
    method: 'PUT',
    path: API_PATHS.accounting.settings,
    request: accountingSettingsRequestSchema.extend(servicePath),
    response: accountingSettingsWriteResponseSchema,
  }),
  /** The period as `yyyy-MM-dd` days and the picked shops as `1,2,3` (none: every shop), as the export takes them. */
  'accounting.journalSummary': apiChannel({
    method: 'GET',
    path: API_PATHS.accounting.journalSummary,
    request: z.object({
      ...servicePath,
      target: accountingTargetSchema,
      from: z.string().max(10),
      to: z.string().max(10),
      shopIds: z.string().max(1000).optional(),
    }),
    response: journalSummaryResponseSchema,
  }),
} as const;
