import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContentCategory } from '@shared/api';
import { PHONE_PREVIEW_WIDTH } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';

interface PhonePreviewProps<T extends { categoryId: number }> {
  heading: string;
  categories: ContentCategory[];
  items: T[];
  /** A category as the app shows it, with its items (a category without any is left out). */
  children: (category: ContentCategory, items: T[]) => ReactNode;
}

/** A phone-sized frame (PHONE_PREVIEW_WIDTH px) showing a list by category as the app shows it. */
export function PhonePreview<T extends { categoryId: number }>({
  heading,
  categories,
  items,
  children,
}: PhonePreviewProps<T>) {
  const texts = ja.shopContent.preview;
  const shown = categories
    .map((category) => ({ category, items: items.filter((item) => item.categoryId === category.id) }))
    .filter((entry) => entry.items.length > 0);
  return (
    <Stack gap="xs" w={PHONE_PREVIEW_WIDTH + 24} style={{ flexShrink: 0 }}>
      <Title order={3} size="h5">
        {texts.title}
      </Title>
      <Text size="xs" c="dimmed">
        {formatMessage(texts.lead, { width: PHONE_PREVIEW_WIDTH })}
      </Text>
      <Paper
        withBorder
        radius={28}
        p={10}
        bg="dark.7"
        role="region"
        aria-label={texts.frameLabel}
        data-testid="phone-preview"
      >
        <Box
          w={PHONE_PREVIEW_WIDTH}
          h={640}
          bg="white"
          style={{ borderRadius: 20, overflowY: 'auto', maxWidth: '100%' }}
          tabIndex={0}
        >
          <Box px="md" py="sm" bg="teal.9" c="white" style={{ position: 'sticky', top: 0, zIndex: 1 }}>
            <Text fw={700} ta="center">
              {heading}
            </Text>
          </Box>
          <Box p="sm">
            {shown.length === 0 && <Text c="dimmed">{texts.empty}</Text>}
            <Stack gap="md">
              {shown.map((entry) => (
                <Stack key={entry.category.id} gap={6}>
                  {children(entry.category, entry.items)}
                </Stack>
              ))}
            </Stack>
          </Box>
        </Box>
      </Paper>
    </Stack>
  );
}
