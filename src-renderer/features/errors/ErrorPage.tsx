import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ja } from '@shared/messages';
import { routeByName, routePath } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { useDocumentTitle } from '../../platform/useDocumentTitle';

const DESCRIPTIONS = {
  forbidden: ja.errors.forbidden,
  notFound: ja.errors.notFound,
  serverError: ja.errors.serverError,
} as const satisfies Partial<Record<RouteName, string>>;

const STATUS_CODES = { forbidden: 403, notFound: 404, serverError: 500 } as const;

/** The 403, 404 and 500 pages. */
export function ErrorPage({ name }: { name: keyof typeof DESCRIPTIONS }) {
  const route = routeByName(name);
  useDocumentTitle(route.title);
  return (
    <Paper withBorder p="xl" radius="md" w={480} maw="100%" mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack align="center" gap="md">
        <Text size="xl" fw={700} c="dimmed" aria-hidden>
          {STATUS_CODES[name]}
        </Text>
        <Title order={1} size="h3">
          {route.title}
        </Title>
        <Text ta="center">{DESCRIPTIONS[name]}</Text>
        <Button component={Link} to={routePath('root')} variant="light">
          {ja.pages.backToTop}
        </Button>
      </Stack>
    </Paper>
  );
}
