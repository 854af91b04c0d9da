import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ContentCategory, MenuItemRecord } from '@shared/api';
import { formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import { ContentThumbnail } from './ContentThumbnail';
import { PhonePreview } from './PhonePreview';

/** The app's menu: each category's items with photo, description and price. */
export function MenuPreview(props: { categories: ContentCategory[]; items: MenuItemRecord[] }) {
  return (
    <PhonePreview heading={ja.shopContent.preview.menuHeading} {...props}>
      {(category, items) => (
        <>
          <Text fw={700} size="sm" c="teal.9">
            {category.name}
          </Text>
          <Divider />
          {items.map((item) => (
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
        </>
      )}
    </PhonePreview>
  );
}
