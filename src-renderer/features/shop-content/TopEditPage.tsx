import { useParams } from 'react-router';
import { topUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { useChannelQuery } from '../../bridge/channelQuery';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { ContentFormPage } from './ContentFormPage';
import { TOP_CATEGORIES, TOP_ITEMS } from './contentCalls';
import { TopFields } from './TopFields';
import { useRecordId } from '../../components/routing/useRecordId';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(TOP_CATEGORIES);

const schema = topUpdateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.topItem.image, false) });

/** `/top/edit/{id}` (head office): a top item; a 409 offers the latest. */
export default function TopEditPage() {
  const { subdomain = '' } = useParams();
  const itemId = useRecordId();
  const detail = useChannelQuery('top.get', { subdomain, id: itemId });
  const saved = useMediaDataUrl(detail.data?.data.thumbnailUrl);
  return (
    <RecordEditScreen query={detail}>
      {(item, reload) => (
        <ContentFormPage
          schema={schema}
          defaultValues={{
            topCategoryId: String(item.categoryId),
            name: item.name,
            redirectUrl: item.redirectUrl,
            updatedAt: item.updatedAt,
            image: null,
          }}
          submit={({ image, ...values }) =>
            call('top.update', { ...values, subdomain, id: item.id, image: image ?? undefined })
          }
          invalidate={[TOP_ITEMS.list, TOP_CATEGORIES.list, 'top.get']}
          listPath={routePath('topList', { subdomain })}
          submitLabel={ja.actions.update}
          imageLabel={ja.forms.topItem.image}
          imageRequired={false}
          savedImageUrl={saved.data ?? null}
          onReload={reload}
          testId="top-form"
        >
          {(form) => <TopFields form={form} subdomain={subdomain} />}
        </ContentFormPage>
      )}
    </RecordEditScreen>
  );
}
