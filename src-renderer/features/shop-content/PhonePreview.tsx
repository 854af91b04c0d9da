import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PHONE_PREVIEW_WIDTH } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';

/** A phone-sized frame (PHONE_PREVIEW_WIDTH px) showing a list as the app shows it. */
export function PhonePreview({ heading, children }: { heading: string; children: ReactNode }) {
  const texts = ja.shopContent.preview;
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
          <Box p="sm">{children}</Box>
        </Box>
      </Paper>
    </Stack>
  );
}
