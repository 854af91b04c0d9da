import { Button, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { estimateProductCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../../platform/useCurrentRoute';
import { call } from '../../../bridge/call';
import { FormPageShell } from '../../../components/form/FormPageShell';
import { useFormPage } from '../../../components/form/useFormPage';
import { useAllContracts } from '../useContracts';
import { EstimateProductFormBody } from './EstimateProductFormBody';
import { emptyEstimateProductForm } from './estimateProductFormValues';
import { invalidateChannels } from '../../../bridge/channelQuery';

/** 試算商品登録: a product of the shop under one of its contracts, with its trial calculation. */
export default function EstimateProductCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '', shopId: shopParam } = useParams();
  const shopId = Number(shopParam);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contracts = useAllContracts({ subdomain, shopId });
  const [image, setImage] = useState<UploadedImage | null>(null);
  const listPath = routePath('estimateProductList', { subdomain, shopId });
  const page = useFormPage({
    schema: estimateProductCreateRequestSchema,
    defaultValues: emptyEstimateProductForm(),
    submit: (values) =>
      call('estimateProducts.create', { ...values, subdomain, shopId, ...(image ? { image } : {}) }),
    successMessage: (answer) => answer.message,
    onSuccess: async () => {
      setImage(null);
      await invalidateChannels(queryClient, ['estimateProducts.list', 'contracts.list']);
      await navigate(listPath);
    },
  });
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <FormPageShell
        page={page}
        submitLabel={ja.actions.register}
        onReload={page.clearConflict}
        dirtyOutsideForm={image !== null}
        testId="estimate-product-form"
        actions={
          <Button variant="default" component={Link} to={listPath}>
            {ja.contracts.products.backToList}
          </Button>
        }
      >
        <EstimateProductFormBody
          form={page.form as never}
          contracts={contracts.data?.data ?? []}
          savedImageUrl={null}
          pickedImage={image !== null}
          onImage={setImage}
        />
      </FormPageShell>
    </Stack>
  );
}
