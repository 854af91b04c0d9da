import { topUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { ContentEditScreen } from './ContentEditScreen';
import { TOP_ITEMS } from './contentCalls';
import { TopFields } from './TopFields';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(TOP_ITEMS);

const schema = topUpdateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.topItem.image, false) });

/** `/top/edit/{id}` (head office): a top item; a 409 offers the latest. */
export default function TopEditPage() {
  return (
    <ContentEditScreen
      kind={TOP_ITEMS}
      schema={schema}
      defaultValues={(item) => ({
        topCategoryId: String(item.categoryId),
        name: item.name,
        redirectUrl: item.redirectUrl,
        updatedAt: item.updatedAt,
        image: null,
      })}
      submit={(values, item, subdomain) => call('top.update', { ...values, subdomain, id: item.id })}
    >
      {(form, _item, subdomain) => <TopFields form={form} subdomain={subdomain} />}
    </ContentEditScreen>
  );
}
