import { ContentEditScreen } from './ContentEditScreen';
import { contentFormPrefetch } from './contentPrefetch';
import { GALLERY_FORM } from './galleryForm';

export const prefetch = contentFormPrefetch(GALLERY_FORM.kind);

/** `/shop/gallery/edit/{id}` (store): a photo's category, comment or image; a 409 offers the latest. */
export default function GalleryEditPage() {
  return <ContentEditScreen form={GALLERY_FORM} />;
}
