import { Button, Text } from '@mantine/core';
import type { Notification } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import type { Column } from '../../components/list/DataTable';
import { NotificationStateBadge } from './NotificationStateBadge';
import { registDateColumn } from '../../components/list/registDateColumn';

const texts = ja.notifications;
const slashed = (day: string) => day.slice(0, 10).replaceAll('-', '/');

/** The notice list's columns; the delete button asks first (see NotificationListPage). */
export function notificationColumns(onDelete: (notice: Notification) => void): Column<Notification>[] {
  return [
    {
      key: 'content',
      header: texts.columns.content,
      render: (notice) => (
        <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
          {notice.content}
        </Text>
      ),
    },
    { key: 'service', header: texts.columns.service, nowrap: true, render: (notice) => notice.serviceName },
    {
      key: 'target',
      header: texts.columns.target,
      render: (notice) => notice.shopName ?? texts.wholeService,
    },
    {
      key: 'period',
      header: texts.columns.period,
      sortField: 'startDate',
      nowrap: true,
      render: (notice) =>
        formatMessage(ja.dashboard.noticePeriod, {
          from: slashed(notice.startDate),
          to: slashed(notice.endDate),
        }),
    },
    {
      key: 'state',
      header: texts.columns.state,
      nowrap: true,
      render: (notice) => <NotificationStateBadge state={notice.state} />,
    },
    registDateColumn(texts.columns.registDate),
    {
      key: 'actions',
      header: texts.columns.actions,
      nowrap: true,
      render: (notice) => (
        <Button
          size="xs"
          variant="default"
          color="red"
          onClick={() => onDelete(notice)}
          aria-label={`${ja.actions.delete}：${noticeName(notice)}`}
        >
          {ja.actions.delete}
        </Button>
      ),
    },
  ];
}

const NAME_LENGTH = 30;

/** How a confirmation names a notice: the start of its text. */
export function noticeName(notice: Pick<Notification, 'content'>): string {
  const line = notice.content.replace(/\s+/g, ' ').trim();
  return line.length > NAME_LENGTH ? `${line.slice(0, NAME_LENGTH)}…` : line;
}
