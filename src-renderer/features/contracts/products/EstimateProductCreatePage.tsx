import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { estimateProductCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../../platform/useCurrentRoute';
import { call } from '../../../bridge/call';
import { FormPageShell } from '../../../components/form/FormPageShell';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { useAllContracts } from '../useContracts';
import { EstimateProductFormBody } from './EstimateProductFormBody';
import { emptyEstimateProductForm } from './estimateProductFormValues';
import { useRecordId } from '../../../components/routing/useRecordId';

/** 試算商品登録: a product of the shop under one of its contracts, with its trial calculation. */
export default function EstimateProductCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const shopId = useRecordId('shopId');
  const contracts = useAllContracts({ subdomain, shopId });
  const [image, setImage] = useState<UploadedImage | null>(null);
  const listPath = routePath('estimateProductList', { subdomain, shopId });
  const page = useRecordEditor({
    schema: estimateProductCreateRequestSchema,
    defaultValues: emptyEstimateProductForm(),
    submit: (values) =>
      call('estimateProducts.create', { ...values, subdomain, shopId, ...(image ? { image } : {}) }),
    invalidate: ['estimateProducts.list', 'contracts.list'],
    backTo: listPath,
    onSaved: () => setImage(null),
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
          contracts={contracts.data?.data ?? []}
          savedImageUrl={null}
          pickedImage={image !== null}
          onImage={setImage}
        />
      </FormPageShell>
    </Stack>
  );
}
