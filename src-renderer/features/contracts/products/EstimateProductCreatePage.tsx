import { useState } from 'react';
import { useParams } from 'react-router';
import { estimateProductCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { useAllContracts } from '../useContracts';
import { EstimateProductFormBody } from './EstimateProductFormBody';
import { emptyEstimateProductForm } from './estimateProductFormValues';
import { useRecordId } from '../../../components/routing/useRecordId';
import { RecordCreateScreen } from '../../../components/form/RecordCreateScreen';

/** 試算商品登録: a product of the shop under one of its contracts, with its trial calculation. */
export default function EstimateProductCreatePage() {
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
    <RecordCreateScreen
      page={page}
      dirtyOutsideForm={image !== null}
      testId="estimate-product-form"
      back={{ to: listPath, label: ja.contracts.products.backToList }}
    >
      <EstimateProductFormBody
        contracts={contracts.data?.data ?? []}
        savedImageUrl={null}
        pickedImage={image !== null}
        onImage={setImage}
      />
    </RecordCreateScreen>
  );
}
