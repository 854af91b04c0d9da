import { Button, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { CategoryManager } from './CategoryManager';
import { GALLERY_CATEGORIES } from './contentCalls';

/** `/gallery/category/list` (store): the shop's gallery categories, managed in place. */
export default function GalleryCategoryListPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>{route.title}</Title>
        <Button variant="default" component={Link} to={routePath('galleryList', { subdomain })}>
          {ja.shopContent.backToList}
        </Button>
      </Group>
      <CategoryManager subdomain={subdomain} calls={GALLERY_CATEGORIES} inline />
    </Stack>
  );
}
