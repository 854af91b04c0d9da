import { Button, Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ContentCategory } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useChannelQuery } from '../../bridge/channelQuery';
import { ListStatus } from '../../components/list/ListStatus';
import { PendingRowConfirm } from '../../components/list/PendingRowConfirm';
import { usePendingRowAction } from '../../components/list/usePendingRowAction';
import { inOrder } from '../../components/sortable/reorder';
import { SortableList } from '../../components/sortable/SortableList';
import type { ItemCalls } from './contentCalls';
import { useOrderSave } from './useOrderSave';
import { RouteScreen } from '../../components/routing/RouteScreen';

const texts = ja.shopContent;

export interface ContentItemBase {
  id: number;
  categoryId: number;
  updatedAt?: string | undefined;
}

interface ContentListScreenProps<T extends ContentItemBase> {
  kind: ItemCalls<T>;
  createLabel: string;
  /** The item's name in the handle, the announcements and the delete confirmation. */
  labelOf: (item: T, index: number) => string;
  renderRow: (item: T) => ReactNode;
  renderPreview: (categories: ContentCategory[], items: T[]) => ReactNode;
}

/**
 * A list of the app's items, one category at a time (its order is what the app shows): the
 * category tabs, the items reordered by drag and drop or the keyboard and saved at once, edit
 * and delete per row, and beside them the phone preview of the whole list.
 */
export function ContentListScreen<T extends ContentItemBase>(props: ContentListScreenProps<T>) {
  const { kind: itemCalls } = props;
  const categoryCalls = itemCalls.categories;
  const { subdomain = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const categories = useChannelQuery(categoryCalls.list, { subdomain });
  const list = categories.data?.data ?? [];
  const requested = Number(params.get('categoryId'));
  const categoryId = list.some((category) => category.id === requested) ? requested : list[0]?.id;
  const items = useQuery({
    ...itemCalls.listQuery(subdomain, categoryId),
    enabled: categoryId !== undefined,
  });
  const all = useQuery(itemCalls.listQuery(subdomain));
  const invalidate = [itemCalls.list, categoryCalls.list];
  const order = useOrderSave(
    (ids) => itemCalls.order(subdomain, categoryId ?? 0, ids, items.data?.orderVersion ?? 0),
    invalidate,
  );
  const remove = usePendingRowAction({
    run: ({ item }: { item: T; label: string }) => itemCalls.remove(subdomain, item.id, item.updatedAt),
    invalidate,
  });

  if (!categories.data) {
    return (
      <RouteScreen>
        <ListStatus
          isPending={categories.isPending}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      </RouteScreen>
    );
  }
  const rows = inOrder(items.data?.data ?? [], order.pendingOrder).map((item, index) => ({
    ...item,
    label: props.labelOf(item, index),
  }));

  return (
    <RouteScreen>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="md" style={{ flex: 1, minWidth: 420 }}>
          <Group justify="space-between">
            <Button
              component={Link}
              to={routePath(itemCalls.routes.create, { subdomain })}
              disabled={list.length === 0}
            >
              {props.createLabel}
            </Button>
            <Button
              variant="default"
              component={Link}
              to={routePath(itemCalls.routes.categoryList, { subdomain })}
            >
              {texts.categoryLink}
            </Button>
          </Group>
          {list.length === 0 ? (
            <Paper withBorder p="xl">
              <Text ta="center" c="dimmed">
                {ja.errors.noCategory} {texts.noCategoryLead}
              </Text>
            </Paper>
          ) : (
            <>
              <ScrollArea type="auto" offsetScrollbars>
                <SegmentedControl
                  aria-label={texts.categoryFilter}
                  value={String(categoryId)}
                  onChange={(value) => setParams({ categoryId: value }, { replace: true })}
                  data={list.map((category) => ({ value: String(category.id), label: category.name }))}
                />
              </ScrollArea>
              <Text size="sm" c="dimmed">
                {texts.listLead}
              </Text>
              {!items.data ? (
                <ListStatus
                  isPending={items.isPending}
                  error={items.error}
                  onRetry={() => void items.refetch()}
                />
              ) : rows.length === 0 ? (
                <Paper withBorder p="xl">
                  <Text ta="center" c="dimmed">
                    {formatMessage(texts.itemsEmpty, { create: props.createLabel })}
                  </Text>
                </Paper>
              ) : (
                <>
                  <Text size="sm" data-testid="list-count">
                    {formatMessage(texts.countLine, { total: rows.length })}
                  </Text>
                  <SortableList
                    items={rows}
                    onReorder={order.save}
                    disabled={order.saving}
                    testId="item-list"
                    renderItem={(item) => (
                      <Group justify="space-between" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                        {props.renderRow(item)}
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            component={Link}
                            to={routePath(itemCalls.routes.edit, { subdomain, id: item.id })}
                          >
                            {texts.edit}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => remove.ask({ item, label: item.label })}
                          >
                            {texts.delete}
                          </Button>
                        </Group>
                      </Group>
                    )}
                  />
                </>
              )}
            </>
          )}
        </Stack>
        {props.renderPreview(list, all.data?.data ?? [])}
        <PendingRowConfirm
          action={remove}
          title={texts.itemDeleteTitle}
          message={(deleting) => formatMessage(texts.itemDeleteBody, { name: deleting.label })}
          confirmLabel={texts.delete}
        />
      </Group>
    </RouteScreen>
  );
}
