import { Stack, Text, Title } from '@mantine/core';
import { useCurrentRoute } from '../../platform/useCurrentRoute';

interface RouteTitleProps {
  /**
   * A line under the title (whose shop the screen belongs to), shown once known (null until
   * then). A screen without one leaves it out and gets the title alone.
   */
  subtitle?: string | null;
  subtitleTestId?: string;
}

/** The screen's heading: the current route's title, and the line under it where the screen has one. */
export function RouteTitle({ subtitle, subtitleTestId }: RouteTitleProps) {
  const route = useCurrentRoute();
  if (subtitle === undefined) return <Title order={2}>{route.title}</Title>;
  return (
    <Stack gap={2}>
      <Title order={2}>{route.title}</Title>
      {subtitle !== null && (
        <Text size="sm" c="dimmed" data-testid={subtitleTestId}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
