import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ContentCategory, MenuItemRecord } from '@shared/api';
import { formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import { ContentThumbnail } from './ContentThumbnail';
import { PhonePreview } from './PhonePreview';

/** The app's menu: each category's items with photo, description and price. */
export function MenuPreview({
  categories,
  items,
}: {
  categories: ContentCategory[];
  items: MenuItemRecord[];
}) {
  const shown = categories.filter((category) => items.some((item) => item.categoryId === category.id));
  return (
    <PhonePreview heading={ja.shopContent.preview.menuHeading}>
      {shown.length === 0 && <Text c="dimmed">{ja.shopContent.preview.empty}</Text>}
      <Stack gap="md">
        {shown.map((category) => (
          <Stack key={category.id} gap={6}>
            <Text fw={700} size="sm" c="teal.9">
              {category.name}
            </Text>
            <Divider />
            {items
              .filter((item) => item.categoryId === category.id)
              .map((item) => (
                <Group key={item.id} gap="sm" wrap="nowrap" align="flex-start">
                  <ContentThumbnail url={item.thumbnailUrl} alt={item.name} width={64} height={64} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {item.name}
                    </Text>
                    {item.comment && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {item.comment}
                      </Text>
                    )}
                  </Stack>
                  <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatYen(item.price)}
                  </Text>
                </Group>
              ))}
          </Stack>
        ))}
      </Stack>
    </PhonePreview>
  );
}
