import { Button, Group, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { RouteTitle } from '../../components/routing/RouteTitle';
import { CategoryManager } from './CategoryManager';
import type { ContentKind } from './contentCalls';

/** The category list of a gallery, a menu or the top page, with the way back to its items. */
export function CategoryListScreen({ kind }: { kind: ContentKind }) {
  const { subdomain = '' } = useParams();
  const pages = kind.categoryPages;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <RouteTitle />
        <Button variant="default" component={Link} to={routePath(kind.routes.list, { subdomain })}>
          {ja.shopContent.backToList}
        </Button>
      </Group>
      <CategoryManager
        subdomain={subdomain}
        calls={kind.categories}
        inline={!pages}
        createPath={pages && routePath(pages.create, { subdomain })}
        editPath={pages && ((category) => routePath(pages.edit, { subdomain, id: category.id }))}
      />
    </Stack>
  );
}
