import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditLogFiltersSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { auditLines } from '../../platform/audit/schema';
import { services, shops } from '../../platform/db/schema';
import { keyOrderedRows } from '../../platform/jobs/exports/definition';
import type { ExportDefinition, ParsedFilters, RawFilters } from '../../platform/jobs/exports/definition';
import { parseListFilters } from '../../platform/jobs/exports/filters';
import { labelOf } from '../../platform/jobs/exports/sql-format';
import { auditConditions } from './reads';
import type { AuditFilter } from './reads';

const messages = ja.audit;
const columns = messages.columns;

/** A text column's label from a catalogue map, the value itself where the map has none. */
function labelIn(column: AnyPgColumn, labels: Readonly<Record<string, string>>): SQL {
  const cases = Object.entries(labels).map(([value, label]) => sql`when ${value} then ${label}`);
  return sql`case ${column} ${sql.join(cases, sql` `)} else ${column} end`;
}

/**
 * Each row the line changed in one cell: `店舗「渋谷道玄坂店」 変更: 店舗名 旧→新、…`, a secret as
 * 「変更あり（値は記録しません）」. The labels travel as one jsonb value.
 */
const changesSummary = sql`(select string_agg(
    coalesce(${JSON.stringify(messages.tables)}::jsonb ->> (r ->> 't'), r ->> 't')
      || coalesce('「' || (r ->> 'lb') || '」', '') || ' '
      || coalesce(${JSON.stringify(messages.operations)}::jsonb ->> (case r ->> 'op' when 'i' then 'create' when 'd' then 'delete' else 'update' end), '')
      || coalesce(': ' || (select string_agg(
           coalesce(${JSON.stringify(messages.fields)}::jsonb -> (r ->> 't') ->> f.key,
                    ${JSON.stringify(messages.fields)}::jsonb -> 'common' ->> f.key, f.key)
           || ' ' || case when jsonb_typeof(f.value) = 'array'
                          then coalesce(f.value ->> 0, '') || '→' || coalesce(f.value ->> 1, '')
                          else ${messages.secretChanged} end,
           '、' order by f.key) from jsonb_each(r -> 'c') as f), ''),
    ' / ' order by n)
  from jsonb_array_elements(${auditLines.changes}) with ordinality as e(r, n))`;

const auditRows = keyOrderedRows<AuditFilter>(
  auditLines.id,
  (db, fields) =>
    db
      .select(fields)
      .from(auditLines)
      .leftJoin(services, eq(services.id, auditLines.serviceId))
      .leftJoin(shops, eq(shops.id, auditLines.shopId))
      .$dynamic(),
  ({ scope, filters }) => auditConditions({ kind: 'all' }, { ...filters, serviceId: scope.serviceId }),
);

/**
 * Export 0009 (ours): the audit trail of the service the export is asked in, under the list's
 * filters, oldest first, as a CSV or an .xlsx like every table export (its times to the second). A line's changed rows are summed up in one cell.
 */
export const auditLogExport: ExportDefinition<AuditFilter> = {
  kind: 'auditLog',
  ...auditRows,
  columns: [
    {
      header: columns.occurredAt,
      value: sql`to_char(${auditLines.occurredAt} at time zone 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI:SS')`,
      type: 'dateTimeSeconds',
    },
    { header: columns.service, value: sql`${services.name}` },
    { header: columns.shop, value: sql`${shops.name}` },
    { header: columns.user, value: sql`${auditLines.userName}` },
    { header: ja.fields.email, value: sql`${auditLines.userEmail}` },
    { header: columns.role, value: labelOf(auditLines.role, ja.roles) },
    { header: columns.entity, value: labelIn(auditLines.entity, messages.entities) },
    { header: columns.entityId, value: sql`${auditLines.entityId}` },
    { header: columns.entityLabel, value: sql`${auditLines.entityLabel}` },
    { header: columns.action, value: labelIn(auditLines.action, messages.actions) },
    { header: columns.changes, value: changesSummary },
    { header: messages.detailsTitle, value: sql`${auditLines.details}::text` },
    { header: columns.clientAddress, value: sql`${auditLines.clientAddress}` },
    { header: columns.consoleVersion, value: sql`${auditLines.consoleVersion}` },
  ],
  async parseFilters(raw) {
    return parseAuditFilters(raw);
  },
};

/** The list's filters but `service`: the export is of the service it is asked in. */
function parseAuditFilters(raw: RawFilters): ParsedFilters<AuditFilter> {
  const withoutService = Object.fromEntries(Object.entries(raw).filter(([name]) => name !== 'service'));
  return parseListFilters(auditLogFiltersSchema, withoutService);
}
