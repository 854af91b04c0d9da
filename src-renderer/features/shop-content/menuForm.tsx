import { menuCreateRequestSchema, menuUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { MENU_ITEMS } from './contentCalls';
import { contentForm } from './contentForm';
import { MenuFields } from './MenuFields';

const image = pickedImageField(ja.forms.menu.image, false);

/** A menu item (`/menu/create`, `/menu/edit/{id}`), in one of the shop's categories or a new one. */
export const MENU_FORM = contentForm({
  kind: MENU_ITEMS,
  create: {
    schema: menuCreateRequestSchema.safeExtend({ image }),
    defaultValues: (categoryId) => ({
      categoryId,
      categoryName: '',
      name: '',
      comment: '',
      price: '',
      removeImage: 0,
      image: null,
    }),
    submit: (subdomain, values) => call('menu.create', { ...values, subdomain }),
    imageRequired: false,
  },
  edit: {
    schema: menuUpdateRequestSchema.safeExtend({ image }),
    defaultValues: (item) => ({
      categoryId: String(item.categoryId),
      categoryName: '',
      name: item.name,
      comment: item.comment,
      price: String(item.price),
      removeImage: 0,
      updatedAt: item.updatedAt,
      image: null,
    }),
    submit: (values, item, subdomain) => call('menu.update', { ...values, subdomain, id: item.id }),
  },
  fields: (form, subdomain, item) => (
    <MenuFields form={form} subdomain={subdomain} hasSavedImage={item !== null && item.imageUrl !== null} />
  ),
});
