import { Box, Group, Text } from '@mantine/core';
import type { ContentCategory, TopItem } from '@shared/api';
import { ja } from '@shared/messages';
import { ContentThumbnail } from './ContentThumbnail';
import { PhonePreview } from './PhonePreview';

/** The app's top page: each category as a row of banners that scrolls sideways. */
export function TopPreview(props: { categories: ContentCategory[]; items: TopItem[] }) {
  return (
    <PhonePreview heading={ja.shopContent.preview.topHeading} {...props}>
      {(category, items) => (
        <>
          <Text fw={700} size="sm">
            {category.name}
          </Text>
          <Box tabIndex={0} aria-label={category.name} style={{ overflowX: 'auto' }}>
            <Group gap={8} wrap="nowrap">
              {items.map((item) => (
                <Box key={item.id} w={220} style={{ flexShrink: 0 }}>
                  <ContentThumbnail
                    url={item.thumbnailUrl}
                    alt={item.name}
                    width={220}
                    height={124}
                    radius="md"
                  />
                  <Text size="xs" mt={4} lineClamp={1}>
                    {item.name}
                  </Text>
                </Box>
              ))}
            </Group>
          </Box>
        </>
      )}
    </PhonePreview>
  );
}
