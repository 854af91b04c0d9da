import { topCreateRequestSchema, topUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { TOP_ITEMS } from './contentCalls';
import { contentForm } from './contentForm';
import { TopFields } from './TopFields';

/** A top item (`/top/create`, `/top/edit/{id}`): its banner image is required. */
export const TOP_FORM = contentForm({
  kind: TOP_ITEMS,
  create: {
    schema: topCreateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.topItem.image, true) }),
    defaultValues: (categoryId) => ({ topCategoryId: categoryId, name: '', redirectUrl: '', image: null }),
    submit: (subdomain, values) => call('top.create', { ...values, subdomain }),
    imageRequired: true,
  },
  edit: {
    schema: topUpdateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.topItem.image, false) }),
    defaultValues: (item) => ({
      topCategoryId: String(item.categoryId),
      name: item.name,
      redirectUrl: item.redirectUrl,
      updatedAt: item.updatedAt,
      image: null,
    }),
    submit: (values, item, subdomain) => call('top.update', { ...values, subdomain, id: item.id }),
  },
  fields: (form, subdomain) => <TopFields form={form} subdomain={subdomain} />,
});
