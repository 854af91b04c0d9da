import { Box, Group, Stack, Text } from '@mantine/core';
import type { ContentCategory, TopItem } from '@shared/api';
import { ja } from '@shared/messages';
import { ContentThumbnail } from './ContentThumbnail';
import { PhonePreview } from './PhonePreview';

/** The app's top page: each category as a row of banners that scrolls sideways. */
export function TopPreview({ categories, items }: { categories: ContentCategory[]; items: TopItem[] }) {
  const shown = categories.filter((category) => items.some((item) => item.categoryId === category.id));
  return (
    <PhonePreview heading={ja.shopContent.preview.topHeading}>
      {shown.length === 0 && <Text c="dimmed">{ja.shopContent.preview.empty}</Text>}
      <Stack gap="md">
        {shown.map((category) => (
          <Stack key={category.id} gap={6}>
            <Text fw={700} size="sm">
              {category.name}
            </Text>
            <Box tabIndex={0} aria-label={category.name} style={{ overflowX: 'auto' }}>
              <Group gap={8} wrap="nowrap">
                {items
                  .filter((item) => item.categoryId === category.id)
                  .map((item) => (
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
          </Stack>
        ))}
      </Stack>
    </PhonePreview>
  );
}
