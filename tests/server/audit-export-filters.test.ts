import { describe, expect, it } from 'vitest';
import { formatMessage, ja } from '@shared/messages';
import { auditLogExport } from '../../src-server/modules/audit/export';
import type { ExportScope } from '../../src-server/platform/jobs/exports/definition';

const scope = {} as ExportScope;
const parse = (raw: Record<string, string>) => auditLogExport.parseFilters(raw, scope, undefined as never);

describe('the audit trail export (0009) reads the list filters', () => {
  it('ignores the list’s service filter (the export is of the service it is asked in) and blank values', async () => {
    expect(await parse({ service: 'other', from: '2025-06-01', to: '', action: 'update' })).toEqual({
      ok: true,
      filters: { from: '2025-06-01', action: 'update' },
    });
  });

  it('refuses a value the list would refuse, naming the filter', async () => {
    expect(await parse({ from: '2025-13-40' })).toEqual({
      ok: false,
      filter: 'from',
      message: formatMessage(ja.server.exportFilterInvalid, { name: ja.server.fields.from }),
    });
  });
});
