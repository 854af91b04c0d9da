import { menuUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { ContentEditScreen } from './ContentEditScreen';
import { MENU_ITEMS } from './contentCalls';
import { MenuFields } from './MenuFields';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(MENU_ITEMS);

const schema = menuUpdateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.menu.image, false) });

/** `/menu/edit/{id}` (store): a menu item; a 409 offers the latest. */
export default function MenuEditPage() {
  return (
    <ContentEditScreen
      kind={MENU_ITEMS}
      schema={schema}
      defaultValues={(item) => ({
        categoryId: String(item.categoryId),
        categoryName: '',
        name: item.name,
        comment: item.comment,
        price: String(item.price),
        removeImage: 0,
        updatedAt: item.updatedAt,
        image: null,
      })}
      submit={(values, item, subdomain) => call('menu.update', { ...values, subdomain, id: item.id })}
    >
      {(form, item, subdomain) => (
        <MenuFields form={form} subdomain={subdomain} hasSavedImage={item.imageUrl !== null} />
      )}
    </ContentEditScreen>
  );
}
