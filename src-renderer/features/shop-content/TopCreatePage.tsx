import { topCreateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { ContentCreateScreen } from './ContentCreateScreen';
import { TOP_ITEMS } from './contentCalls';
import { TopFields } from './TopFields';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(TOP_ITEMS);

const schema = topCreateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.topItem.image, true) });

/** `/top/create` (head office): an item at the end of its top category. */
export default function TopCreatePage() {
  return (
    <ContentCreateScreen
      kind={TOP_ITEMS}
      schema={schema}
      defaultValues={(categoryId) => ({ topCategoryId: categoryId, name: '', redirectUrl: '', image: null })}
      submit={(subdomain, values) => call('top.create', { ...values, subdomain })}
      imageRequired
    >
      {(form, subdomain) => <TopFields form={form} subdomain={subdomain} />}
    </ContentCreateScreen>
  );
}
