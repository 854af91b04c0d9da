import { useParams } from 'react-router';
import { storeCreateRequestSchema } from '@shared/api';
import { routePath } from '@shared/routes';
import { call } from '../../bridge/call';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { StoreFormBody } from './form/StoreFormBody';
import { emptyStoreForm } from './form/storeFormValues';
import { RouteScreen } from '../../components/routing/RouteScreen';
import { storeFormPrefetch } from './form/storeFormPrefetch';

export const prefetch = storeFormPrefetch;

/** 店舗登録: a new shop and its store account; back to the list once saved. */
export default function StoreCreatePage() {
  const { subdomain = '' } = useParams();
  const page = useRecordEditor({
    schema: storeCreateRequestSchema,
    defaultValues: emptyStoreForm(),
    submit: (values) => call('stores.create', { ...values, subdomain }),
    invalidate: ['stores.list'],
    backTo: routePath('storeList', { subdomain }),
  });

  return (
    <RouteScreen>
      <StoreFormBody
        subdomain={subdomain}
        mode="create"
        ecPasswordSet={null}
        page={page}
        onReload={page.clearConflict}
      />
    </RouteScreen>
  );
}
