import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AuditLogItem } from '@shared/api';
import { formatDateTime } from '@shared/format';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import type { Column } from '../../components/list/DataTable';
import { TruncatedText } from '../../components/TruncatedText';

const messages = ja.audit;
const labels = messages.columns;

/** Who did it: the name and e-mail kept on the line (a failed sign-in may have neither). */
function Actor({ line }: { line: AuditLogItem }) {
  if (line.userId === null && line.userEmail === null) return <Text size="sm">{messages.system}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{line.userName ?? messages.unknownUser}</Text>
      {line.userEmail && (
        <Text size="xs" c="dimmed">
          {line.userEmail}
        </Text>
      )}
    </Stack>
  );
}

/** The 操作ログ list's columns; master also sees each line's service. */
export function auditColumns(showService: boolean): Column<AuditLogItem>[] {
  const columns: (Column<AuditLogItem> | null)[] = [
    {
      key: 'occurredAt',
      header: labels.occurredAt,
      sortField: 'registDate',
      nowrap: true,
      render: (line) => (
        <Anchor component={Link} to={routePath('auditLogDetail', { id: line.id })}>
          {formatDateTime(line.occurredAt)}
        </Anchor>
      ),
    },
    { key: 'user', header: labels.user, render: (line) => <Actor line={line} /> },
    {
      key: 'role',
      header: labels.role,
      nowrap: true,
      render: (line) => (line.role === null ? '' : ja.roles[line.role]),
    },
    showService
      ? {
          key: 'service',
          header: labels.service,
          nowrap: true,
          render: (line) => (
            <TruncatedText text={line.serviceName ?? messages.filters.headOffice} maxLength={12} />
          ),
        }
      : null,
    {
      key: 'shop',
      header: labels.shop,
      nowrap: true,
      render: (line) => <TruncatedText text={line.shopName ?? ''} maxLength={12} />,
    },
    {
      key: 'entity',
      header: labels.entity,
      render: (line) => (
        <Stack gap={0}>
          <Text size="sm">{messages.entities[line.entity]}</Text>
          {(line.entityLabel ?? line.entityId) && (
            <Text size="xs" c="dimmed">
              <TruncatedText text={line.entityLabel ?? `ID ${line.entityId}`} maxLength={20} />
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'action', header: labels.action, nowrap: true, render: (line) => messages.actions[line.action] },
    {
      key: 'clientAddress',
      header: labels.clientAddress,
      nowrap: true,
      render: (line) => line.clientAddress ?? '',
    },
  ];
  return columns.filter((column): column is Column<AuditLogItem> => column !== null);
}
