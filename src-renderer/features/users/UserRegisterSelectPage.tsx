import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ja } from '@shared/messages';
import { isRoleAllowed, routeByName, routePath } from '@shared/routes';
import { useSession } from '../../session/useSession';
import { RouteScreen } from '../../components/routing/RouteScreen';

const KINDS = [
  { route: 'userRegisterClient', description: ja.users.kinds.client },
  { route: 'userRegisterMaster', description: ja.users.kinds.master },
  { route: 'userRegisterShop', description: ja.users.kinds.shop },
] as const;

/** `/setting/user/register/select`: which kind of user to register; each kind the role may register. */
export default function UserRegisterSelectPage() {
  const { data: me } = useSession();
  if (!me) return null;
  const kinds = KINDS.filter((kind) => isRoleAllowed(routeByName(kind.route), me.role));

  return (
    <RouteScreen>
      <Text size="sm">{ja.users.selectLead}</Text>
      <SimpleGrid cols={{ base: 1, md: kinds.length }} spacing="md" maw={1080}>
        {kinds.map((kind) => {
          const target = routeByName(kind.route);
          return (
            <Paper key={kind.route} withBorder p="lg" data-testid={`register-kind-${kind.route}`}>
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap={6}>
                  <Title order={3} size="h5">
                    {target.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {kind.description}
                  </Text>
                </Stack>
                <Button component={Link} to={routePath(kind.route)} variant="light" aria-label={target.title}>
                  {ja.users.choose}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <div>
        <Button component={Link} to={routePath('userList')} variant="default">
          {ja.users.backToList}
        </Button>
      </div>
    </RouteScreen>
  );
}
