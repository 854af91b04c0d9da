import { Stack, Text } from '@mantine/core';

/** One total of the trial calculation: a small label over its amount. */
export function TrialFigure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'}>
        {value}
      </Text>
    </Stack>
  );
}
