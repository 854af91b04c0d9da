import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { CategoryManager } from './CategoryManager';
import type { ContentKind } from './contentCalls';
import { RouteScreen } from '../../components/routing/RouteScreen';

/** The category list of a gallery, a menu or the top page, with the way back to its items. */
export function CategoryListScreen({ kind }: { kind: ContentKind }) {
  const { subdomain = '' } = useParams();
  const pages = kind.categoryPages;
  return (
    <RouteScreen
      actions={
        <Button variant="default" component={Link} to={routePath(kind.routes.list, { subdomain })}>
          {ja.shopContent.backToList}
        </Button>
      }
    >
      <CategoryManager
        subdomain={subdomain}
        calls={kind.categories}
        inline={!pages}
        createPath={pages && routePath(pages.create, { subdomain })}
        editPath={pages && ((category) => routePath(pages.edit, { subdomain, id: category.id }))}
      />
    </RouteScreen>
  );
}
