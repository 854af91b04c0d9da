import { Stack, Text } from '@mantine/core';
import type { DashboardNotice } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { DashboardPanel } from './DashboardPanel';

const texts = ja.dashboard;
const slashed = (day: string) => day.slice(0, 10).replaceAll('-', '/');

/** The notices from head office in force today for the user (the whole service or its shop). */
export function NoticesPanel({ notices }: { notices: DashboardNotice[] }) {
  return (
    <DashboardPanel
      title={texts.noticesTitle}
      emptyMessage={notices.length === 0 ? texts.noticesEmpty : null}
      testId="dashboard-notices"
    >
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {notice.content}
            </Text>
            <Text size="xs" c="dimmed">
              {formatMessage(texts.noticePeriod, {
                from: slashed(notice.startDate),
                to: slashed(notice.endDate),
              })}
              {notice.shopName && `・${formatMessage(texts.noticeForShop, { name: notice.shopName })}`}
            </Text>
          </li>
        ))}
      </Stack>
    </DashboardPanel>
  );
}
