import { Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { ContentItemsPanel } from './ContentItemsPanel';
import { ContentThumbnail } from './ContentThumbnail';
import { GALLERY_CATEGORIES, GALLERY_ITEMS } from './contentCalls';
import { GalleryPreview } from './GalleryPreview';
import { contentListPrefetch } from './contentPrefetch';

export const prefetch = contentListPrefetch(GALLERY_CATEGORIES, GALLERY_ITEMS);

/** `/gallery/list` (store): the shop's photos by category, in the app's order, with the phone preview. */
export default function GalleryListPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const label = (comment: string, index: number) =>
    comment || formatMessage(ja.shopContent.gallery.itemLabel, { position: index + 1 });
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <ContentItemsPanel
        subdomain={subdomain}
        categoryCalls={GALLERY_CATEGORIES}
        itemCalls={GALLERY_ITEMS}
        createLabel={ja.shopContent.gallery.createLink}
        createPath={routePath('galleryCreate', { subdomain })}
        categoryListPath={routePath('galleryCategoryList', { subdomain })}
        editPath={(item) => routePath('galleryEdit', { subdomain, id: item.id })}
        labelOf={(item, index) => label(item.comment, index)}
        renderRow={(item) => (
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ContentThumbnail url={item.thumbnailUrl} alt={item.comment} width={72} height={54} />
            <Text size="sm" lineClamp={2} c={item.comment ? undefined : 'dimmed'}>
              {item.comment || ja.shopContent.noComment}
            </Text>
          </Group>
        )}
        renderPreview={(categories, items) => <GalleryPreview categories={categories} items={items} />}
      />
    </Stack>
  );
}
