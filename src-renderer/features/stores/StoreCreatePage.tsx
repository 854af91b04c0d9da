import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { storeCreateRequestSchema } from '@shared/api';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { useFormPage } from '../../components/form/useFormPage';
import { StoreFormBody } from './form/StoreFormBody';
import { emptyStoreForm } from './form/storeFormValues';
import { invalidateChannels } from '../../bridge/channelQuery';

/** 店舗登録: a new shop and its store account; back to the list once saved. */
export default function StoreCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = useFormPage({
    schema: storeCreateRequestSchema,
    defaultValues: emptyStoreForm(),
    submit: (values) => call('stores.create', { ...values, subdomain }),
    successMessage: (answer) => answer.message,
    onSuccess: async () => {
      await invalidateChannels(queryClient, ['stores.list']);
      await navigate(routePath('storeList', { subdomain }));
    },
  });

  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <StoreFormBody
        subdomain={subdomain}
        mode="create"
        ecPasswordSet={null}
        page={page}
        onReload={page.clearConflict}
      />
    </Stack>
  );
}
