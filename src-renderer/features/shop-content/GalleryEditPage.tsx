import { useParams } from 'react-router';
import { galleryUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { useChannelQuery } from '../../bridge/channelQuery';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { ContentFormPage } from './ContentFormPage';
import { GALLERY_CATEGORIES, GALLERY_ITEMS } from './contentCalls';
import { GalleryFields } from './GalleryFields';
import { useRecordId } from '../../components/routing/useRecordId';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(GALLERY_CATEGORIES);

const schema = galleryUpdateRequestSchema.safeExtend({
  image: pickedImageField(ja.forms.gallery.image, false),
});

/** `/shop/gallery/edit/{id}` (store): a photo's category, comment or image; a 409 offers the latest. */
export default function GalleryEditPage() {
  const { subdomain = '' } = useParams();
  const itemId = useRecordId();
  const detail = useChannelQuery('gallery.get', { subdomain, id: itemId });
  const saved = useMediaDataUrl(detail.data?.data.thumbnailUrl);
  return (
    <RecordEditScreen query={detail}>
      {(item, reload) => (
        <ContentFormPage
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
          onReload={reload}
          testId="gallery-form"
        >
          {(form) => <GalleryFields form={form} subdomain={subdomain} />}
        </ContentFormPage>
      )}
    </RecordEditScreen>
  );
}
