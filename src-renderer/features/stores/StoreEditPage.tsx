import { useParams } from 'react-router';
import { parseRecordId, storeUpdateRequestSchema } from '@shared/api';
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
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';
import { channelQuery } from '../../bridge/channelQuery';
import { prefectureCodeOf, prefetchMunicipalities } from '../../components/address/useAddressLookups';
import { prefetchRecordHistory } from '../../components/audit/recordHistoryQuery';

/**
 * The shop, the form's lookups and the shop's 変更履歴 (its id is the route's), asked together as
 * the route is matched; the municipalities of the shop's prefecture as soon as the shop answers.
 */
export const prefetch: ScreenPrefetch = (context) => {
  const { queryClient, params } = context;
  const subdomain = params.subdomain ?? '';
  const id = parseRecordId(params.id);
  if (id === null) return;
  queryClient.fetchQuery(channelQuery('stores.get', { subdomain, id })).then(
    ({ data: shop }) => prefetchMunicipalities(queryClient, prefectureCodeOf(shop.prefectureId)),
    // The screen asks again and shows why.
    () => undefined,
  );
  storeFormPrefetch(context);
  prefetchRecordHistory(queryClient, 'store', id);
};

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
