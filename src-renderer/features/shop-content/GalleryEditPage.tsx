import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { galleryUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { pickedImageField } from '@shared/validation';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { useChannelQuery } from '../../bridge/channelQuery';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { QueryContent } from '../../components/QueryContent';
import { ContentFormPage } from './ContentFormPage';
import { GALLERY_CATEGORIES, GALLERY_ITEMS } from './contentCalls';
import { GalleryFields } from './GalleryFields';
import { useRecordId } from '../../components/routing/useRecordId';

const schema = galleryUpdateRequestSchema.safeExtend({
  image: pickedImageField(ja.forms.gallery.image, false),
});

/** `/shop/gallery/edit/{id}` (store): a photo's category, comment or image; a 409 offers the latest. */
export default function GalleryEditPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const itemId = useRecordId();
  const detail = useChannelQuery('gallery.get', { subdomain, id: itemId });
  const saved = useMediaDataUrl(detail.data?.data.thumbnailUrl);
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <QueryContent query={detail}>
        {({ data: item }) => (
          <ContentFormPage
            key={item.updatedAt}
            schema={schema}
            defaultValues={{
              categoryId: String(item.categoryId),
              comment: item.comment,
              updatedAt: item.updatedAt,
              image: null,
            }}
            submit={({ image, ...values }) =>
              call('gallery.update', { ...values, subdomain, id: item.id, image: image ?? undefined })
            }
            invalidate={[GALLERY_ITEMS.list, GALLERY_CATEGORIES.list, 'gallery.get']}
            listPath={routePath('galleryList', { subdomain })}
            submitLabel={ja.actions.update}
            imageLabel={ja.forms.gallery.image}
            imageRequired={false}
            savedImageUrl={saved.data ?? null}
            onReload={() => void detail.refetch()}
            testId="gallery-form"
          >
            {(form) => <GalleryFields form={form} subdomain={subdomain} />}
          </ContentFormPage>
        )}
      </QueryContent>
    </Stack>
  );
}
