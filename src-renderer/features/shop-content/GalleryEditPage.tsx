import { galleryUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { ContentEditScreen } from './ContentEditScreen';
import { GALLERY_ITEMS } from './contentCalls';
import { GalleryFields } from './GalleryFields';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(GALLERY_ITEMS);

const schema = galleryUpdateRequestSchema.safeExtend({
  image: pickedImageField(ja.forms.gallery.image, false),
});

/** `/shop/gallery/edit/{id}` (store): a photo's category, comment or image; a 409 offers the latest. */
export default function GalleryEditPage() {
  return (
    <ContentEditScreen
      kind={GALLERY_ITEMS}
      schema={schema}
      defaultValues={(item) => ({
        categoryId: String(item.categoryId),
        comment: item.comment,
        updatedAt: item.updatedAt,
        image: null,
      })}
      submit={(values, item, subdomain) => call('gallery.update', { ...values, subdomain, id: item.id })}
    >
      {(form, _item, subdomain) => <GalleryFields form={form} subdomain={subdomain} />}
    </ContentEditScreen>
  );
}
