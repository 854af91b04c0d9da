import { Group, Text } from '@mantine/core';
import { formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import { ContentListScreen } from './ContentListScreen';
import { ContentThumbnail } from './ContentThumbnail';
import { MENU_ITEMS } from './contentCalls';
import { MenuPreview } from './MenuPreview';
import { contentListPrefetch } from './contentPrefetch';

export const prefetch = contentListPrefetch(MENU_ITEMS);

/** `/menu/list` (store): the shop's menu by category, in the app's order, with the phone preview. */
export default function MenuListPage() {
  return (
    <ContentListScreen
      kind={MENU_ITEMS}
      createLabel={ja.shopContent.menu.createLink}
      labelOf={(item) => item.name}
      renderRow={(item) => (
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <ContentThumbnail url={item.thumbnailUrl} alt={item.name} width={54} height={54} />
          <Text size="sm" fw={600} lineClamp={1} style={{ flex: 1 }}>
            {item.name}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatYen(item.price)}
          </Text>
        </Group>
      )}
      renderPreview={(categories, items) => <MenuPreview categories={categories} items={items} />}
    />
  );
}
