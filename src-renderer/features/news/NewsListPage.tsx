import { Anchor, Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { NewsListItem } from '@shared/api';
import { CONTENT_KIND, DEFAULT_PAGE_SIZE, ROLE_STORE } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { useSession } from '../../session/useSession';
import type { Column } from '../../components/list/DataTable';
import { FilterPanel } from '../../components/list/FilterPanel';
import { FilterSelect } from '../../components/list/FilterSelect';
import { PagedTable } from '../../components/list/PagedTable';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { useNewsList } from './useNews';
import { RouteScreen } from '../../components/routing/RouteScreen';
import { registDateColumn } from '../../components/list/registDateColumn';
import { choicesOf } from '../../components/form/choicesOf';

const labels = ja.news.columns;
const NEWS_FILTERS = { keyword: '', contentKind: '' };

function newsColumns(subdomain: string, withShop: boolean): Column<NewsListItem>[] {
  return [
    {
      key: 'title',
      header: labels.title,
      sortField: 'title',
      render: (item) => (
        <Anchor component={Link} to={routePath('newsDetail', { subdomain, id: item.id })} fw={600} size="sm">
          {item.title}
        </Anchor>
      ),
    },
    {
      key: 'kind',
      header: labels.kind,
      sortField: 'contentKind',
      nowrap: true,
      render: (item) => ja.enums.contentKind[item.contentKind],
    },
    ...(withShop
      ? [
          {
            key: 'shop',
            header: labels.shop,
            sortField: 'shopName',
            render: (item: NewsListItem) => item.shopName,
          },
        ]
      : []),
    {
      key: 'images',
      header: labels.images,
      align: 'right',
      nowrap: true,
      render: (item) =>
        item.imageCount > 0 ? formatMessage(ja.news.imageCount, { count: item.imageCount }) : '',
    },
    registDateColumn(labels.registDate),
  ];
}

/** `/news/list`: the news of the shops the user may see; a store posts its own. */
export default function NewsListPage() {
  const { subdomain = '' } = useParams();
  const { data: user } = useSession();
  const canAccess = useCanAccess();
  const list = useListState(NEWS_FILTERS);
  const news = useNewsList({ ...toApiQuery(list.state, DEFAULT_PAGE_SIZE), subdomain });
  const isStore = user?.role === ROLE_STORE;

  return (
    <RouteScreen
      gap="md"
      actions={
        canAccess('newsCreate') && (
          <Button component={Link} to={routePath('newsCreate', { subdomain })}>
            {ja.news.createLink}
          </Button>
        )
      }
    >
      <FilterPanel
        filters={list.state.filters}
        onSearch={list.search}
        onClear={list.clear}
        keyword={{ placeholder: ja.news.filters.keywordPlaceholder, w: 300 }}
      >
        {(draft, change) => (
          <>
            <FilterSelect
              label={ja.forms.news.contentKind}
              anyLabel={ja.news.filters.any}
              options={choicesOf(CONTENT_KIND, ja.enums.contentKind)}
              value={draft.contentKind}
              onChange={(contentKind) => change({ contentKind })}
              w={180}
            />
          </>
        )}
      </FilterPanel>
      <PagedTable
        query={news}
        columns={newsColumns(subdomain, !isStore)}
        list={list}
        emptyMessage={isStore && !list.state.filters.keyword ? ja.news.emptyForStore : ja.news.empty}
        testId="news-table"
      />
    </RouteScreen>
  );
}
