import { menuCreateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { ContentCreateScreen } from './ContentCreateScreen';
import { MENU_ITEMS } from './contentCalls';
import { MenuFields } from './MenuFields';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(MENU_ITEMS);

const schema = menuCreateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.menu.image, false) });

/** `/menu/create` (store): a menu item at the end of its category (or of a new one). */
export default function MenuCreatePage() {
  return (
    <ContentCreateScreen
      kind={MENU_ITEMS}
      schema={schema}
      defaultValues={(categoryId) => ({
        categoryId,
        categoryName: '',
        name: '',
        comment: '',
        price: '',
        removeImage: 0,
        image: null,
      })}
      submit={(subdomain, values) => call('menu.create', { ...values, subdomain })}
      imageRequired={false}
    >
      {(form, subdomain) => <MenuFields form={form} subdomain={subdomain} hasSavedImage={false} />}
    </ContentCreateScreen>
  );
}
