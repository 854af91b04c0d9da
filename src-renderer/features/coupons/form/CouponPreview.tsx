import { Badge, Box, Button, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { LIMIT_TYPE, NOTE_BACKGROUNDS } from '@shared/constants';
import type { NoteBackground } from '@shared/constants';
import { formatDate, formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';

const texts = ja.coupons.preview;

export interface CouponPreviewValues {
  title: string;
  description: string;
  content: string;
  displayNote: string;
  noteBackground: string;
  limitType: string | number | null | undefined;
  remainingUsage: string | number | null | undefined;
  startDate: string;
  endDate: string;
}

/** The coupon as the customer's app shows it, from what is typed now. */
export function CouponPreview({
  values,
  imageUrl,
}: {
  values: CouponPreviewValues;
  imageUrl: string | null;
}) {
  const note = NOTE_BACKGROUNDS[values.noteBackground as NoteBackground] ?? NOTE_BACKGROUNDS.red;
  const limited = String(values.limitType) === String(LIMIT_TYPE.LIMITED);
  const remaining =
    values.remainingUsage === '' || values.remainingUsage == null ? 0 : Number(values.remainingUsage);
  return (
    <Paper
      withBorder
      radius="lg"
      p={0}
      w={300}
      style={{ overflow: 'hidden' }}
      data-testid="coupon-preview"
      aria-label={texts.title}
    >
      <Box bg="gray.1" h={150}>
        {imageUrl ? (
          <Image src={imageUrl} alt={ja.forms.coupon.image} h={150} fit="cover" />
        ) : (
          <Stack h={150} align="center" justify="center">
            <Text size="sm" c="dimmed">
              {texts.noImage}
            </Text>
          </Stack>
        )}
      </Box>
      {values.displayNote && (
        <Box bg={note.background} c={note.text} px="md" py={6} style={{ borderBottom: '1px solid #dee2e6' }}>
          <Text size="sm" fw={700}>
            {values.displayNote}
          </Text>
        </Box>
      )}
      <Stack gap={8} p="md">
        <Title order={4} size="h5">
          {values.title || texts.untitled}
        </Title>
        {values.description && <Text size="sm">{values.description}</Text>}
        {values.content && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {values.content}
          </Text>
        )}
        {values.startDate && values.endDate && (
          <Text size="xs">
            {formatMessage(texts.period, {
              start: formatDate(values.startDate),
              end: formatDate(values.endDate),
            })}
          </Text>
        )}
        <Badge variant="light" color="gray" c="dark.6" radius="sm">
          {limited ? formatMessage(texts.remaining, { count: formatNumber(remaining) }) : texts.unlimited}
        </Badge>
        <Button fullWidth radius="xl" tabIndex={-1} aria-hidden style={{ pointerEvents: 'none' }}>
          {texts.useButton}
        </Button>
      </Stack>
    </Paper>
  );
}
