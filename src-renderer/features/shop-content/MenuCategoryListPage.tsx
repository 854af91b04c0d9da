import { Button, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { CategoryManager } from './CategoryManager';
import { MENU_CATEGORIES } from './contentCalls';

/** `/menu/category/list` (store): the shop's menu categories, managed in place. */
export default function MenuCategoryListPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>{route.title}</Title>
        <Button variant="default" component={Link} to={routePath('menuList', { subdomain })}>
          {ja.shopContent.backToList}
        </Button>
      </Group>
      <CategoryManager subdomain={subdomain} calls={MENU_CATEGORIES} inline />
    </Stack>
  );
}
