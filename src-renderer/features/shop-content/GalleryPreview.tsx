import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContentCategory, GalleryItem } from '@shared/api';
import { ja } from '@shared/messages';
import { ContentThumbnail } from './ContentThumbnail';
import { PhonePreview } from './PhonePreview';

/** The app's gallery: each category's photos in a grid of three. */
export function GalleryPreview({
  categories,
  items,
}: {
  categories: ContentCategory[];
  items: GalleryItem[];
}) {
  const shown = categories.filter((category) => items.some((item) => item.categoryId === category.id));
  return (
    <PhonePreview heading={ja.shopContent.preview.galleryHeading}>
      {shown.length === 0 && <Text c="dimmed">{ja.shopContent.preview.empty}</Text>}
      <Stack gap="md">
        {shown.map((category) => (
          <Stack key={category.id} gap={6}>
            <Text fw={700} size="sm">
              {category.name}
            </Text>
            <SimpleGrid cols={3} spacing={4}>
              {items
                .filter((item) => item.categoryId === category.id)
                .map((item) => (
                  <ContentThumbnail
                    key={item.id}
                    url={item.thumbnailUrl}
                    alt={item.comment || category.name}
                    width="100%"
                    height={110}
                    radius="xs"
                  />
                ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </PhonePreview>
  );
}
