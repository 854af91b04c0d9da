import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toPagination } from '@shared/api';
import type { PushItem } from '@shared/api';
import { PUSH_STATE } from '@shared/constants';
import { formatDateTime, formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { call } from '../../bridge/call';
import { PendingRowConfirm } from '../../components/list/PendingRowConfirm';
import { usePendingRowAction } from '../../components/list/usePendingRowAction';
import { DataTable } from '../../components/list/DataTable';
import type { Column } from '../../components/list/DataTable';
import { ListStatus } from '../../components/list/ListStatus';
import { ListPagination } from '../../components/ListPagination';
import { PushStateBadge } from './PushStateBadge';
import { pushListQuery, usePushList } from './usePushes';

const texts = ja.customers.push;
/** The service's pushes with their state and counts; a scheduled one can be cancelled until it starts. */
export function PushList({ subdomain }: { subdomain: string }) {
  const [page, setPage] = useState(1);
  const pushes = usePushList(pushListQuery(subdomain, page));
  const cancel = usePendingRowAction({
    run: (push: PushItem) => call('pushes.cancel', { subdomain, id: push.id, updatedAt: push.updatedAt }),
    invalidate: ['pushes.list'],
  });
  const columns: Column<PushItem>[] = [
    {
      key: 'state',
      header: texts.fields.state,
      nowrap: true,
      render: (push) => <PushStateBadge state={push.state} />,
    },
    {
      key: 'scheduledAt',
      header: texts.fields.scheduledAt,
      nowrap: true,
      render: (push) => formatDateTime(push.scheduledAt),
    },
    {
      key: 'message',
      header: texts.fields.pushMessage,
      render: (push) => (
        <>
          <Text size="sm">{push.pushMessage}</Text>
          <Text size="xs" c="dimmed">
            {push.templateName} ・ {texts.target[push.target]}
          </Text>
        </>
      ),
    },
    {
      key: 'recipients',
      header: texts.fields.recipientCount,
      align: 'right',
      render: (push) => formatNumber(push.recipientCount),
    },
    {
      key: 'deliveries',
      header: texts.fields.deliveries,
      align: 'right',
      nowrap: true,
      render: (push) => `${formatNumber(push.deliveredCount)} / ${formatNumber(push.deliveryTotal)}`,
    },
    {
      key: 'failed',
      header: texts.fields.failedCount,
      align: 'right',
      render: (push) => formatNumber(push.failedCount),
    },
    {
      key: 'actions',
      header: '',
      render: (push) =>
        push.state === PUSH_STATE.SCHEDULED ? (
          <Button size="xs" variant="default" color="red" onClick={() => cancel.ask(push)}>
            {texts.cancel}
          </Button>
        ) : null,
    },
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {texts.listTitle}
        </Title>
        {pushes.isSuccess ? (
          <>
            <DataTable
              columns={columns}
              rows={pushes.data.data}
              sort="registDate"
              order="desc"
              onSort={() => undefined}
              emptyMessage={texts.empty}
              testId="push-table"
            />
            <ListPagination
              pagination={toPagination(pushes.data.meta, pushes.data.links)}
              onChange={setPage}
            />
          </>
        ) : (
          <ListStatus
            isPending={pushes.isPending}
            error={pushes.error}
            onRetry={() => void pushes.refetch()}
          />
        )}
      </Stack>
      <PendingRowConfirm
        action={cancel}
        title={texts.cancelTitle}
        message={(push) =>
          formatMessage(texts.cancelConfirm, {
            date: formatDateTime(push.scheduledAt),
            name: push.pushMessage,
          })
        }
        confirmLabel={texts.cancel}
      />
    </Paper>
  );
}
