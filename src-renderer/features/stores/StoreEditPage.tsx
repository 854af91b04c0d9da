import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { storeUpdateRequestSchema } from '@shared/api';
import type { StoreDetail } from '@shared/api';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { QueryContent } from '../../components/QueryContent';
import { RecordHistory } from '../../components/audit/RecordHistory';
import { useCanAccess } from '../../session/useCanAccess';
import { StoreFormBody } from './form/StoreFormBody';
import { storeFormValues } from './form/storeFormValues';
import { storeDetailKey, useStoreDetail } from './useStoreDetail';
import { useRecordId } from '../../components/routing/useRecordId';

/** 店舗編集: the saved shop in the form; a 409 offers to load the latest. */
export default function StoreEditPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const shopId = useRecordId();
  const detail = useStoreDetail(subdomain, shopId);
  const canAccess = useCanAccess();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <QueryContent query={detail}>
        {({ data: record }) => (
          <>
            <StoreEditForm
              key={record.updatedAt}
              subdomain={subdomain}
              shop={record}
              onReload={() => void detail.refetch()}
            />
            <RecordHistory
              key={`history-${record.updatedAt}`}
              entity="store"
              id={record.id}
              canOpenLog={canAccess('auditLogList')}
            />
          </>
        )}
      </QueryContent>
    </Stack>
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
