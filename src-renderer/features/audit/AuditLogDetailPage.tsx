import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AuditLogDetail } from '@shared/api';
import { formatDateTime } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { AuditChangeTable } from '../../components/audit/AuditChangeTable';
import { QueryContent } from '../../components/QueryContent';
import { useChannelQuery } from '../../bridge/channelQuery';

const messages = ja.audit;
const labels = messages.columns;
const detailLabels = messages.details as Record<string, string>;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || messages.none}
      </Text>
    </Stack>
  );
}

function detailValue(value: unknown): string {
  if (value === null || value === undefined) return messages.none;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value);
    return (
      (messages.reasons as Record<string, string>)[text] ??
      (messages.methods as Record<string, string>)[text] ??
      text
    );
  }
  return JSON.stringify(value);
}

function AuditLine({ line }: { line: AuditLogDetail }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Item label={labels.occurredAt}>{formatDateTime(line.occurredAt)}</Item>
          <Item label={labels.user}>
            {line.userId === null && line.userEmail === null
              ? messages.system
              : line.userEmail
                ? formatMessage(messages.userWithEmail, {
                    name: line.userName ?? messages.unknownUser,
                    email: line.userEmail,
                  })
                : (line.userName ?? messages.unknownUser)}
          </Item>
          <Item label={labels.role}>{line.role === null ? '' : ja.roles[line.role]}</Item>
          <Item label={labels.service}>{line.serviceName ?? messages.filters.headOffice}</Item>
          <Item label={labels.shop}>{line.shopName ?? ''}</Item>
          <Item label={labels.entity}>{messages.entities[line.entity]}</Item>
          <Item label={labels.entityId}>{line.entityId ?? ''}</Item>
          <Item label={labels.entityLabel}>{line.entityLabel ?? ''}</Item>
          <Item label={labels.action}>{messages.actions[line.action]}</Item>
          <Item label={labels.clientAddress}>{line.clientAddress ?? ''}</Item>
          <Item label={labels.consoleVersion}>{line.consoleVersion ?? ''}</Item>
        </SimpleGrid>
      </Paper>
      {line.details && Object.keys(line.details).length > 0 && (
        <Paper withBorder p="lg" component="section" aria-label={messages.detailsTitle}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {messages.detailsTitle}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {Object.entries(line.details).map(([key, value]) => (
                <Item key={key} label={detailLabels[key] ?? key}>
                  {detailValue(value)}
                </Item>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      )}
      <Paper withBorder p="lg" component="section" aria-label={messages.changesTitle}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {messages.changesTitle}
          </Title>
          <AuditChangeTable changes={line.changes} />
          {line.moreRows > 0 && (
            <Text size="sm" c="dimmed">
              {formatMessage(messages.moreRows, { count: line.moreRows })}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** `/audit-log/detail/:id`: one line of the 操作ログ with its field differences. */
export default function AuditLogDetailPage() {
  const route = useCurrentRoute();
  const id = Number(useParams().id);
  const line = useChannelQuery('audit.get', { id }, { enabled: Number.isInteger(id) && id > 0 });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={routePath('auditLogList')} size="sm">
          {ja.audit.listTitle}
        </Anchor>
        <Title order={2}>{route.title}</Title>
      </Stack>
      <QueryContent query={line}>{(answer) => <AuditLine line={answer.data} />}</QueryContent>
    </Stack>
  );
}
