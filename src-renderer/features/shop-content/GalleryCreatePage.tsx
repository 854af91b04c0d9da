import { ContentCreateScreen } from './ContentCreateScreen';
import { contentFormPrefetch } from './contentPrefetch';
import { GALLERY_FORM } from './galleryForm';

export const prefetch = contentFormPrefetch(GALLERY_FORM.kind);

/** `/shop/gallery/create` (store): a photo at the end of its category. */
export default function GalleryCreatePage() {
  return <ContentCreateScreen form={GALLERY_FORM} />;
}
