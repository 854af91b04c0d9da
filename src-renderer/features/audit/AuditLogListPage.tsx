import { Group, Stack, Text, Title } from '@mantine/core';
import { AUDIT_SERVICE_ALL, AUDIT_SERVICE_NONE } from '@shared/api';
import type { AuditLogQuery } from '@shared/api';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  CSV_EXPORT_IDS,
  DEFAULT_PAGE_SIZE,
  ROLE_MASTER,
} from '@shared/constants';
import { ja } from '@shared/messages';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { useSession } from '../../session/useSession';
import { CsvExportButton } from '../../components/csv/CsvButtons';
import { DateField } from '../../components/form/DateField';
import { FilterPanel } from '../../components/list/FilterPanel';
import { FilterSelect } from '../../components/list/FilterSelect';
import { PagedTable } from '../../components/list/PagedTable';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { useServiceOptions } from '../../components/services/useServiceOptions';
import { AuditUserPicker } from './AuditUserPicker';
import { auditColumns } from './auditColumns';
import { useAuditLogList } from './useAuditLogList';
import { choicesOf } from '../../components/form/choicesOf';

const messages = ja.audit;
const filterLabels = messages.filters;
const ENTITY_OPTIONS = choicesOf(AUDIT_ENTITIES, messages.entities);
const ACTION_OPTIONS = choicesOf(AUDIT_ACTIONS, messages.actions);
/** The filters by what was changed and how, each a choice of its codes. */
const CODE_FILTERS = [
  { name: 'entity', options: ENTITY_OPTIONS },
  { name: 'action', options: ACTION_OPTIONS },
] as const;

/** `/audit-log/list`: 操作ログ, master every service (or head office's own), a client its service. */
export default function AuditLogListPage() {
  const route = useCurrentRoute();
  const { data: me } = useSession();
  const isMaster = me?.role === ROLE_MASTER;
  const list = useListState({ from: '', to: '', service: '', userId: '', entity: '', action: '' });
  const lines = useAuditLogList(toApiQuery(list.state, DEFAULT_PAGE_SIZE) as AuditLogQuery);
  const services = useServiceOptions();
  if (!me) return null;

  const { service, ...otherFilters } = list.state.filters;
  // An export belongs to one service: a client's own, or the one master filters by.
  const exportSubdomain = isMaster
    ? service && service !== AUDIT_SERVICE_ALL && service !== AUDIT_SERVICE_NONE
      ? service
      : null
    : (me.service?.subdomain ?? null);
  const exportFilters = Object.fromEntries(Object.entries(otherFilters).filter(([, value]) => value !== ''));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{route.title}</Title>
          <Text size="sm" c="dimmed">
            {messages.listLead}
          </Text>
        </Stack>
        {exportSubdomain ? (
          <CsvExportButton
            subdomain={exportSubdomain}
            exportId={CSV_EXPORT_IDS.auditLog}
            filters={exportFilters}
          />
        ) : (
          <Text size="xs" c="dimmed" maw={260}>
            {messages.exportNeedsService}
          </Text>
        )}
      </Group>
      <FilterPanel filters={list.state.filters} onSearch={list.search} onClear={list.clear}>
        {(draft, change) => (
          <>
            <DateField
              label={filterLabels.from}
              value={draft.from}
              onChange={(from) => change({ from })}
              w={170}
              clearable
            />
            <DateField
              label={filterLabels.to}
              value={draft.to}
              onChange={(to) => change({ to })}
              w={170}
              clearable
            />
            {isMaster && (
              <FilterSelect
                label={filterLabels.service}
                anyLabel={filterLabels.allServices}
                options={[
                  { value: AUDIT_SERVICE_NONE, label: filterLabels.headOffice },
                  ...(services.data ?? []),
                ]}
                value={draft.service}
                onChange={(service) => change({ service })}
                searchable
                w={240}
              />
            )}
            <AuditUserPicker value={draft.userId} onChange={(userId) => change({ userId })} />
            {CODE_FILTERS.map(({ name, options }) => (
              <FilterSelect
                key={name}
                label={filterLabels[name]}
                anyLabel={filterLabels.all}
                options={options}
                value={draft[name]}
                onChange={(value) => change({ [name]: value })}
                searchable
                w={200}
              />
            ))}
          </>
        )}
      </FilterPanel>
      <PagedTable
        query={lines}
        columns={auditColumns(isMaster)}
        list={list}
        emptyMessage={messages.empty}
        testId="audit-log-table"
      />
    </Stack>
  );
}
