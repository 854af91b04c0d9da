import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AuditRecordEntity } from '@shared/constants';
import { formatDateTime } from '@shared/format';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { isCallError } from '../../bridge/call';
import { AuditChangeTable } from './AuditChangeTable';
import { useQuery } from '@tanstack/react-query';
import { recordHistoryQuery } from './recordHistoryQuery';

const messages = ja.audit;

/**
 * A record's 変更履歴, read from the audit trail (newest first). Hidden where the backend has no
 * trail (404) or the caller may not read it (403).
 */
export function RecordHistory({
  entity,
  id,
  canOpenLog,
}: {
  entity: AuditRecordEntity;
  id: number | string;
  /** The caller may open 操作ログ (head office): each change links to its line. */
  canOpenLog: boolean;
}) {
  const history = useQuery(recordHistoryQuery(entity, id));
  if (history.isError && isCallError(history.error) && [403, 404].includes(history.error.status)) return null;
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-label={messages.history.title}
      data-testid="record-history"
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          {messages.history.title}
        </Title>
        {history.isError && (
          <Text size="sm" c="red.8" role="alert">
            {messages.history.loadFailed}
          </Text>
        )}
        {history.data && history.data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {messages.history.empty}
          </Text>
        )}
        {history.data?.data.map((line) => (
          <Stack gap={6} key={line.id}>
            <Text size="sm">
              <Text span fw={600}>
                {formatDateTime(line.occurredAt)}
              </Text>
              {'　'}
              {messages.actions[line.action]}
              {'　'}
              {line.userName ?? messages.system}
              {canOpenLog && '　'}
              {canOpenLog && (
                <Anchor component={Link} to={routePath('auditLogDetail', { id: line.id })} size="sm">
                  {messages.history.openLog}
                </Anchor>
              )}
            </Text>
            <AuditChangeTable changes={line.changes} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
