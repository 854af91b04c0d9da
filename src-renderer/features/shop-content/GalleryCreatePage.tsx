import { galleryCreateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { ContentCreateScreen } from './ContentCreateScreen';
import { GALLERY_ITEMS } from './contentCalls';
import { GalleryFields } from './GalleryFields';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(GALLERY_ITEMS);

const schema = galleryCreateRequestSchema.safeExtend({
  image: pickedImageField(ja.forms.gallery.image, true),
});

/** `/shop/gallery/create` (store): a photo at the end of its category. */
export default function GalleryCreatePage() {
  return (
    <ContentCreateScreen
      kind={GALLERY_ITEMS}
      schema={schema}
      defaultValues={(categoryId) => ({ categoryId, comment: '', image: null })}
      submit={(subdomain, values) => call('gallery.create', { ...values, subdomain })}
      imageRequired
    >
      {(form, subdomain) => <GalleryFields form={form} subdomain={subdomain} />}
    </ContentCreateScreen>
  );
}
