import { useParams } from 'react-router';
import { storeUpdateRequestSchema } from '@shared/api';
import type { StoreDetail } from '@shared/api';
import { call } from '../../bridge/call';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { useCanAccess } from '../../session/useCanAccess';
import { StoreFormBody } from './form/StoreFormBody';
import { storeFormValues } from './form/storeFormValues';
import { storeDetailKey, useStoreDetail } from './useStoreDetail';
import { useRecordId } from '../../components/routing/useRecordId';
import { storeFormPrefetch } from './form/storeFormPrefetch';

/** The form's lookups, asked alongside the shop (the shop itself is asked by the screen). */
export const prefetch = storeFormPrefetch;

/** 店舗編集: the saved shop in the form; a 409 offers to load the latest. */
export default function StoreEditPage() {
  const { subdomain = '' } = useParams();
  const detail = useStoreDetail(subdomain, useRecordId());
  const canAccess = useCanAccess();
  return (
    <RecordEditScreen query={detail} history={{ entity: 'store', canOpenLog: canAccess('auditLogList') }}>
      {(record, reload) => <StoreEditForm subdomain={subdomain} shop={record} onReload={reload} />}
    </RecordEditScreen>
  );
}

function StoreEditForm({
  subdomain,
  shop,
  onReload,
}: {
  subdomain: string;
  shop: StoreDetail;
  onReload: () => void;
}) {
  const page = useRecordEditor({
    schema: storeUpdateRequestSchema,
    defaultValues: storeFormValues(shop),
    submit: (values) => call('stores.update', { ...values, subdomain, id: shop.id }),
    invalidate: ['stores.list', 'stores.all'],
    record: storeDetailKey(subdomain, shop.id),
  });
  return (
    <StoreFormBody
      subdomain={subdomain}
      mode="edit"
      ecPasswordSet={shop.ecShopPasswordSet}
      page={page}
      onReload={onReload}
    />
  );
}
