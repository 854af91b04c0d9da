import { Group, Text } from '@mantine/core';
import { formatMessage, ja } from '@shared/messages';
import { ContentListScreen } from './ContentListScreen';
import { ContentThumbnail } from './ContentThumbnail';
import { GALLERY_ITEMS } from './contentCalls';
import { GalleryPreview } from './GalleryPreview';
import { contentListPrefetch } from './contentPrefetch';

export const prefetch = contentListPrefetch(GALLERY_ITEMS);

/** `/gallery/list` (store): the shop's photos by category, in the app's order, with the phone preview. */
export default function GalleryListPage() {
  const label = (comment: string, index: number) =>
    comment || formatMessage(ja.shopContent.gallery.itemLabel, { position: index + 1 });
  return (
    <ContentListScreen
      kind={GALLERY_ITEMS}
      createLabel={ja.shopContent.gallery.createLink}
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
  );
}
