import { Stack, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { topCreateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { pickedImageField } from '@shared/validation';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { ContentFormPage } from './ContentFormPage';
import { TOP_CATEGORIES, TOP_ITEMS } from './contentCalls';
import { TopFields } from './TopFields';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(TOP_CATEGORIES);

const schema = topCreateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.topItem.image, true) });

/** `/top/create` (head office): an item at the end of its top category. */
export default function TopCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <ContentFormPage
        schema={schema}
        defaultValues={{ topCategoryId: params.get('categoryId'), name: '', redirectUrl: '', image: null }}
        submit={({ image, ...values }) =>
          call('top.create', { ...values, subdomain, image: image ?? undefined })
        }
        invalidate={[TOP_ITEMS.list, TOP_CATEGORIES.list]}
        listPath={routePath('topList', { subdomain })}
        submitLabel={ja.actions.register}
        imageLabel={ja.forms.topItem.image}
        imageRequired
        testId="top-form"
      >
        {(form) => <TopFields form={form} subdomain={subdomain} />}
      </ContentFormPage>
    </Stack>
  );
}
