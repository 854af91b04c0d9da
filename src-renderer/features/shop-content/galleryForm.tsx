import { galleryCreateRequestSchema, galleryUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { GALLERY_ITEMS } from './contentCalls';
import { contentForm } from './contentForm';
import { GalleryFields } from './GalleryFields';

/** A gallery photo (`/shop/gallery/create`, `/shop/gallery/edit/{id}`): its image is required. */
export const GALLERY_FORM = contentForm({
  kind: GALLERY_ITEMS,
  create: {
    schema: galleryCreateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.gallery.image, true) }),
    defaultValues: (categoryId) => ({ categoryId, comment: '', image: null }),
    submit: (subdomain, values) => call('gallery.create', { ...values, subdomain }),
    imageRequired: true,
  },
  edit: {
    schema: galleryUpdateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.gallery.image, false) }),
    defaultValues: (item) => ({
      categoryId: String(item.categoryId),
      comment: item.comment,
      updatedAt: item.updatedAt,
      image: null,
    }),
    submit: (values, item, subdomain) => call('gallery.update', { ...values, subdomain, id: item.id }),
  },
  fields: (form, subdomain) => <GalleryFields form={form} subdomain={subdomain} />,
});
