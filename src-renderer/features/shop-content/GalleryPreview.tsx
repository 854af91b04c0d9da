import { SimpleGrid, Text } from '@mantine/core';
import type { ContentCategory, GalleryItem } from '@shared/api';
import { ja } from '@shared/messages';
import { ContentThumbnail } from './ContentThumbnail';
import { PhonePreview } from './PhonePreview';

/** The app's gallery: each category's photos in a grid of three. */
export function GalleryPreview(props: { categories: ContentCategory[]; items: GalleryItem[] }) {
  return (
    <PhonePreview heading={ja.shopContent.preview.galleryHeading} {...props}>
      {(category, items) => (
        <>
          <Text fw={700} size="sm">
            {category.name}
          </Text>
          <SimpleGrid cols={3} spacing={4}>
            {items.map((item) => (
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
        </>
      )}
    </PhonePreview>
  );
}
