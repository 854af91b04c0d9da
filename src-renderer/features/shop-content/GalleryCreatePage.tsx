import { Stack, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { galleryCreateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { pickedImageField } from '@shared/validation';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { ContentFormPage } from './ContentFormPage';
import { GALLERY_CATEGORIES, GALLERY_ITEMS } from './contentCalls';
import { GalleryFields } from './GalleryFields';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(GALLERY_CATEGORIES);

const schema = galleryCreateRequestSchema.safeExtend({
  image: pickedImageField(ja.forms.gallery.image, true),
});

/** `/shop/gallery/create` (store): a photo at the end of its category. */
export default function GalleryCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <ContentFormPage
        schema={schema}
        defaultValues={{ categoryId: params.get('categoryId'), comment: '', image: null }}
        submit={({ image, ...values }) =>
          call('gallery.create', { ...values, subdomain, image: image ?? undefined })
        }
        invalidate={[GALLERY_ITEMS.list, GALLERY_CATEGORIES.list]}
        listPath={routePath('galleryList', { subdomain })}
        submitLabel={ja.actions.register}
        imageLabel={ja.forms.gallery.image}
        imageRequired
        testId="gallery-form"
      >
        {(form) => <GalleryFields form={form} subdomain={subdomain} />}
      </ContentFormPage>
    </Stack>
  );
}
