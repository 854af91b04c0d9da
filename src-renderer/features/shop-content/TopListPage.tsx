import { Group, Stack, Text } from '@mantine/core';
import { ja } from '@shared/messages';
import { ContentListScreen } from './ContentListScreen';
import { ContentThumbnail } from './ContentThumbnail';
import { TOP_ITEMS } from './contentCalls';
import { TopPreview } from './TopPreview';
import { contentListPrefetch } from './contentPrefetch';

export const prefetch = contentListPrefetch(TOP_ITEMS);

/** `/top/list` (head office): the app's top page by category, in its order, with the phone preview. */
export default function TopListPage() {
  return (
    <ContentListScreen
      kind={TOP_ITEMS}
      createLabel={ja.shopContent.top.createLink}
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
  );
}
