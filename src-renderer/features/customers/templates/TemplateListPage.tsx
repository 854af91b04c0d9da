import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toPagination } from '@shared/api';
import type { TemplateKind, TemplateListItem } from '@shared/api';
import { DEFAULT_PAGE_SIZE, TEMPLATE_PERIOD_TYPE } from '@shared/constants';
import { formatDate, formatDateTime, formatNumber } from '@shared/format';
import { ja } from '@shared/messages';
import { useCurrentRoute } from '../../../platform/useCurrentRoute';
import { call } from '../../../bridge/call';
import { DataTable } from '../../../components/list/DataTable';
import type { Column } from '../../../components/list/DataTable';
import { FilterPanel } from '../../../components/list/FilterPanel';
import { ListStatus } from '../../../components/list/ListStatus';
import { toApiQuery } from '../../../components/list/listState';
import { useListState } from '../../../components/list/useListState';
import { ListPagination } from '../../../components/ListPagination';
import { PushList } from '../PushList';
import { PushSendButton } from '../PushSendButton';

const texts = ja.customers.templates;
const labels = texts.fields;

/** A push template list (coupon or news), each template with its 「プッシュ通知を送信」, and the pushes sent. */
export function TemplateListPage({ kind }: { kind: TemplateKind }) {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const list = useListState({ keyword: '' });
  const [keyword, setKeyword] = useState(list.state.filters.keyword);
  const query = { ...toApiQuery(list.state, DEFAULT_PAGE_SIZE), subdomain };
  const templates = useQuery({
    queryKey: ['pushTemplates.list', kind, query],
    queryFn: () => call(kind === 'coupon' ? 'pushTemplates.couponList' : 'pushTemplates.newsList', query),
    placeholderData: keepPreviousData,
  });
  const columns: Column<TemplateListItem>[] = [
    {
      key: 'name',
      header: labels.name,
      sortField: 'name',
      render: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.title}
          </Text>
        </>
      ),
    },
    { key: 'pushMessage', header: labels.pushMessage, render: (row) => row.pushMessage },
    ...(kind === 'coupon'
      ? [
          {
            key: 'period',
            header: labels.periodType,
            nowrap: true,
            render: (row: TemplateListItem) =>
              row.periodType === TEMPLATE_PERIOD_TYPE.PERIOD
                ? `${formatDate(row.availableAt)}〜${formatDate(row.expiredAt)}`
                : texts.periodType[TEMPLATE_PERIOD_TYPE.UNLIMITED],
          },
        ]
      : [
          {
            key: 'images',
            header: labels.images,
            align: 'right' as const,
            render: (row: TemplateListItem) => formatNumber(row.imageCount),
          },
        ]),
    {
      key: 'lastSentAt',
      header: labels.lastSentAt,
      nowrap: true,
      render: (row) => (row.lastSentAt ? formatDateTime(row.lastSentAt) : '—'),
    },
    {
      key: 'registDate',
      header: labels.registDate,
      sortField: 'registDate',
      nowrap: true,
      render: (row) => formatDate(row.registDate),
    },
    {
      key: 'send',
      header: '',
      render: (row) => <PushSendButton subdomain={subdomain} templateId={row.id} label={texts.send} />,
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2}>{route.title}</Title>
      <FilterPanel
        onSearch={() => list.search({ keyword })}
        onClear={() => {
          setKeyword('');
          list.clear();
        }}
      >
        <TextInput
          label={texts.keyword}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          w={300}
        />
      </FilterPanel>
      {templates.isSuccess ? (
        <Paper withBorder p="md">
          <DataTable
            columns={columns}
            rows={templates.data.data}
            sort={list.state.sort}
            order={list.state.order}
            onSort={list.sortBy}
            emptyMessage={list.state.filters.keyword ? texts.emptySearch : texts.empty}
            testId="template-table"
          />
          <ListPagination
            pagination={toPagination(templates.data.meta, templates.data.links)}
            onChange={list.goToPage}
          />
        </Paper>
      ) : (
        <ListStatus
          isPending={templates.isPending}
          error={templates.error}
          onRetry={() => void templates.refetch()}
        />
      )}
      <PushList subdomain={subdomain} />
    </Stack>
  );
}
