import { Button, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { CategoryManager } from './CategoryManager';
import { TOP_CATEGORIES } from './contentCalls';

/** `/top/category/list` (head office): the categories of the app's top page, created and edited on their pages. */
export default function TopCategoryListPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>{route.title}</Title>
        <Button variant="default" component={Link} to={routePath('topList', { subdomain })}>
          {ja.shopContent.backToList}
        </Button>
      </Group>
      <CategoryManager
        subdomain={subdomain}
        calls={TOP_CATEGORIES}
        inline={false}
        createPath={routePath('topCategoryCreate', { subdomain })}
        editPath={(category) => routePath('topCategoryEdit', { subdomain, id: category.id })}
      />
    </Stack>
  );
}
