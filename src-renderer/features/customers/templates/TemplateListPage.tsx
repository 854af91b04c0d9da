import { Anchor, Button, Group, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { TemplateKind, TemplateListItem } from '@shared/api';
import { DEFAULT_PAGE_SIZE, TEMPLATE_PERIOD_TYPE } from '@shared/constants';
import { formatDate, formatDateTime, formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../../platform/useCurrentRoute';
import { useChannelQuery } from '../../../bridge/channelQuery';
import { PagedTable } from '../../../components/list/PagedTable';
import type { Column } from '../../../components/list/DataTable';
import { KeywordFilterPanel } from '../../../components/list/KeywordFilterPanel';
import { toApiQuery } from '../../../components/list/listState';
import { useListState } from '../../../components/list/useListState';
import { CustomerAreaTabs } from '../CustomerAreaTabs';
import { PushList } from '../PushList';
import { PushSendButton } from '../PushSendButton';
import { pushListQuery } from '../usePushes';
import { openingListQuery } from '../../../components/list/openingListQuery';
import { prefetchChannel } from '../../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../../components/routing/screenPrefetch';
import { RouteScreen } from '../../../components/routing/RouteScreen';
import { registDateColumn } from '../../../components/list/registDateColumn';

const texts = ja.customers.templates;
const labels = texts.fields;
const FILTERS = { keyword: '' };

const listChannel = (kind: TemplateKind) =>
  kind === 'coupon' ? 'pushTemplates.couponList' : 'pushTemplates.newsList';

/** A template list's first page and the first page of the pushes below it, asked as the route is matched. */
export function templateListPrefetch(kind: TemplateKind): ScreenPrefetch {
  return ({ queryClient, params, url }) => {
    const subdomain = params.subdomain ?? '';
    const query = openingListQuery(url, FILTERS);
    if (query) prefetchChannel(queryClient, listChannel(kind), { ...query, subdomain });
    prefetchChannel(queryClient, 'pushes.list', pushListQuery(subdomain, 1));
  };
}

/** A push template list (coupon or news), each template with its 「プッシュ通知を送信」, and the pushes sent. */
export function TemplateListPage({ kind }: { kind: TemplateKind }) {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const list = useListState(FILTERS);
  const query = { ...toApiQuery(list.state, DEFAULT_PAGE_SIZE), subdomain };
  const editRoute = kind === 'coupon' ? 'couponTemplateEdit' : 'newsTemplateEdit';
  const editPath = (id: number) => routePath(editRoute, { subdomain, id });
  const templates = useChannelQuery(listChannel(kind), query, { placeholderData: keepPreviousData });
  const columns: Column<TemplateListItem>[] = [
    {
      key: 'name',
      header: labels.name,
      sortField: 'name',
      render: (row) => (
        <>
          <Anchor component={Link} to={editPath(row.id)} size="sm" fw={600}>
            {row.name}
          </Anchor>
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
                ? formatMessage(ja.units.period, {
                    from: formatDate(row.availableAt),
                    to: formatDate(row.expiredAt),
                  })
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
    registDateColumn(labels.registDate),
    {
      key: 'send',
      header: '',
      render: (row) => (
        <Group
          gap="xs"
          wrap="nowrap"
          role="group"
          aria-label={formatMessage(texts.rowActions, { name: row.name })}
        >
          <Button variant="default" size="xs" component={Link} to={editPath(row.id)}>
            {texts.edit}
          </Button>
          <PushSendButton subdomain={subdomain} templateId={row.id} label={texts.send} />
        </Group>
      ),
    },
  ];
  return (
    <RouteScreen
      gap="md"
      actions={
        <Button
          component={Link}
          to={routePath(kind === 'coupon' ? 'couponTemplateCreate' : 'newsTemplateCreate', { subdomain })}
        >
          {texts.create}
        </Button>
      }
    >
      <CustomerAreaTabs current={route.name} subdomain={subdomain} />
      <KeywordFilterPanel
        label={texts.keyword}
        keyword={list.state.filters.keyword}
        onSearch={(keyword) => list.search({ keyword })}
        onClear={list.clear}
      />
      <PagedTable
        query={templates}
        columns={columns}
        list={list}
        emptyMessage={list.state.filters.keyword ? texts.emptySearch : texts.empty}
        testId="template-table"
      />
      <PushList subdomain={subdomain} />
    </RouteScreen>
  );
}
