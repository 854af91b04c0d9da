import { Stack, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { menuCreateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { pickedImageField } from '@shared/validation';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { ContentFormPage } from './ContentFormPage';
import { MENU_CATEGORIES, MENU_ITEMS } from './contentCalls';
import { MenuFields } from './MenuFields';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(MENU_CATEGORIES);

const schema = menuCreateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.menu.image, false) });

/** `/menu/create` (store): a menu item at the end of its category (or of a new one). */
export default function MenuCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <ContentFormPage
        schema={schema}
        defaultValues={{
          categoryId: params.get('categoryId'),
          categoryName: '',
          name: '',
          comment: '',
          price: '',
          removeImage: 0,
          image: null,
        }}
        submit={({ image, ...values }) =>
          call('menu.create', { ...values, subdomain, image: image ?? undefined })
        }
        invalidate={[MENU_ITEMS.list, MENU_CATEGORIES.list]}
        listPath={routePath('menuList', { subdomain })}
        submitLabel={ja.actions.register}
        imageLabel={ja.forms.menu.image}
        imageRequired={false}
        testId="menu-form"
      >
        {(form) => <MenuFields form={form} subdomain={subdomain} hasSavedImage={false} />}
      </ContentFormPage>
    </Stack>
  );
}
