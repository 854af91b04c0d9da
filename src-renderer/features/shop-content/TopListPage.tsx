import { Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { ContentItemsPanel } from './ContentItemsPanel';
import { ContentThumbnail } from './ContentThumbnail';
import { TOP_CATEGORIES, TOP_ITEMS } from './contentCalls';
import { TopPreview } from './TopPreview';
import { contentListPrefetch } from './contentPrefetch';

export const prefetch = contentListPrefetch(TOP_CATEGORIES, TOP_ITEMS);

/** `/top/list` (head office): the app's top page by category, in its order, with the phone preview. */
export default function TopListPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <ContentItemsPanel
        subdomain={subdomain}
        categoryCalls={TOP_CATEGORIES}
        itemCalls={TOP_ITEMS}
        createLabel={ja.shopContent.top.createLink}
        createPath={routePath('topCreate', { subdomain })}
        categoryListPath={routePath('topCategoryList', { subdomain })}
        editPath={(item) => routePath('topEdit', { subdomain, id: item.id })}
        labelOf={(item) => item.name}
        renderRow={(item) => (
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <ContentThumbnail url={item.thumbnailUrl} alt={item.name} width={96} height={54} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {item.redirectUrl || ja.shopContent.top.noLink}
              </Text>
            </Stack>
          </Group>
        )}
        renderPreview={(categories, items) => <TopPreview categories={categories} items={items} />}
      />
    </Stack>
  );
}
