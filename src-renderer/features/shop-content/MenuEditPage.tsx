import { useParams } from 'react-router';
import { menuUpdateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { pickedImageField } from '@shared/validation';
import { call } from '../../bridge/call';
import { useChannelQuery } from '../../bridge/channelQuery';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { ContentFormPage } from './ContentFormPage';
import { MENU_CATEGORIES, MENU_ITEMS } from './contentCalls';
import { MenuFields } from './MenuFields';
import { useRecordId } from '../../components/routing/useRecordId';
import { contentFormPrefetch } from './contentPrefetch';

export const prefetch = contentFormPrefetch(MENU_CATEGORIES);

const schema = menuUpdateRequestSchema.safeExtend({ image: pickedImageField(ja.forms.menu.image, false) });

/** `/menu/edit/{id}` (store): a menu item; a 409 offers the latest. */
export default function MenuEditPage() {
  const { subdomain = '' } = useParams();
  const itemId = useRecordId();
  const detail = useChannelQuery('menu.get', { subdomain, id: itemId });
  const saved = useMediaDataUrl(detail.data?.data.thumbnailUrl);
  return (
    <RecordEditScreen query={detail}>
      {(item, reload) => (
        <ContentFormPage
          schema={schema}
          defaultValues={{
            categoryId: String(item.categoryId),
            categoryName: '',
            name: item.name,
            comment: item.comment,
            price: String(item.price),
            removeImage: 0,
            updatedAt: item.updatedAt,
            image: null,
          }}
          submit={({ image, ...values }) =>
            call('menu.update', { ...values, subdomain, id: item.id, image: image ?? undefined })
          }
          invalidate={[MENU_ITEMS.list, MENU_CATEGORIES.list, 'menu.get']}
          listPath={routePath('menuList', { subdomain })}
          submitLabel={ja.actions.update}
          imageLabel={ja.forms.menu.image}
          imageRequired={false}
          savedImageUrl={saved.data ?? null}
          onReload={reload}
          testId="menu-form"
        >
          {(form) => <MenuFields form={form} subdomain={subdomain} hasSavedImage={item.imageUrl !== null} />}
        </ContentFormPage>
      )}
    </RecordEditScreen>
  );
}
