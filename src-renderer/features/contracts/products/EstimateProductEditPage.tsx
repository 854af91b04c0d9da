import { useState } from 'react';
import { useParams } from 'react-router';
import { estimateProductUpdateRequestSchema } from '@shared/api';
import type { EstimateProductItem, UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../../bridge/call';
import { FormPageShell } from '../../../components/form/FormPageShell';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { useMediaDataUrl } from '../../../components/media/useMediaDataUrl';
import { RecordEditScreen } from '../../../components/form/RecordEditScreen';
import { productDetailKey, useAllContracts, useEstimateProductDetail } from '../useContracts';
import { EstimateProductFormBody } from './EstimateProductFormBody';
import { estimateProductFormValues } from './estimateProductFormValues';
import { useRecordId } from '../../../components/routing/useRecordId';

/** 試算商品編集: the saved product with the trial table for its contract; a 409 offers the latest. */
export default function EstimateProductEditPage() {
  const { subdomain = '' } = useParams();
  const shopId = useRecordId('shopId');
  const detail = useEstimateProductDetail({ subdomain, shopId }, useRecordId());
  return (
    <RecordEditScreen query={detail}>
      {(record, reload) => (
        <EstimateProductEditForm subdomain={subdomain} shopId={shopId} product={record} onReload={reload} />
      )}
    </RecordEditScreen>
  );
}

function EstimateProductEditForm(props: {
  subdomain: string;
  shopId: number;
  product: EstimateProductItem;
  onReload: () => void;
}) {
  const { subdomain, shopId, product } = props;
  const contracts = useAllContracts({ subdomain, shopId });
  const savedImage = useMediaDataUrl(product.imageUrl);
  const [image, setImage] = useState<UploadedImage | null>(null);
  const page = useRecordEditor({
    schema: estimateProductUpdateRequestSchema,
    defaultValues: { ...estimateProductFormValues(product), updatedAt: product.updatedAt },
    submit: (values) =>
      call('estimateProducts.update', {
        ...values,
        subdomain,
        shopId,
        id: product.id,
        ...(image ? { image } : {}),
      }),
    invalidate: ['estimateProducts.list', 'contracts.list'],
    record: productDetailKey(subdomain, shopId, product.id),
    onSaved: () => setImage(null),
  });
  return (
    <FormPageShell
      page={page}
      submitLabel={ja.actions.update}
      onReload={props.onReload}
      dirtyOutsideForm={image !== null}
      testId="estimate-product-form"
      back={{
        to: routePath('estimateProductList', { subdomain, shopId }),
        label: ja.contracts.products.backToList,
      }}
    >
      <EstimateProductFormBody
        contracts={contracts.data?.data ?? []}
        savedImageUrl={savedImage.data ?? null}
        pickedImage={image !== null}
        onImage={setImage}
      />
    </FormPageShell>
  );
}
