import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { storeUpdateRequestSchema } from '@shared/api';
import type { StoreDetail } from '@shared/api';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { useFormPage } from '../../components/form/useFormPage';
import { QueryContent } from '../../components/QueryContent';
import { StoreFormBody } from './form/StoreFormBody';
import { storeFormValues } from './form/storeFormValues';
import { storeDetailKey, useStoreDetail } from './useStoreDetail';
import { invalidateChannels } from '../../bridge/channelQuery';

/** 店舗編集: the saved shop in the form; a 409 offers to load the latest. */
export default function StoreEditPage() {
  const route = useCurrentRoute();
  const { subdomain = '', id } = useParams();
  const shopId = Number(id);
  const detail = useStoreDetail(subdomain, shopId);
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <QueryContent query={detail}>
        {({ data: record }) => (
          <StoreEditForm
            key={record.updatedAt}
            subdomain={subdomain}
            shop={record}
            onReload={() => void detail.refetch()}
          />
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
  const queryClient = useQueryClient();
  const page = useFormPage({
    schema: storeUpdateRequestSchema,
    defaultValues: storeFormValues(shop),
    submit: (values) => call('stores.update', { ...values, subdomain, id: shop.id }),
    successMessage: (answer) => answer.message,
    onSuccess: async (answer) => {
      await invalidateChannels(queryClient, ['stores.list', 'stores.all']);
      queryClient.setQueryData(storeDetailKey(subdomain, shop.id), { data: answer.data });
    },
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
