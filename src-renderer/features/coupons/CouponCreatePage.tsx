import { useState } from 'react';
import { useParams } from 'react-router';
import { couponCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../bridge/call';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { CouponFormBody } from './form/CouponFormBody';
import { emptyCouponForm } from './form/couponFormValues';
import { RecordCreateScreen } from '../../components/form/RecordCreateScreen';

/** クーポン登録 (store): the coupon for the store's own shop, with its app preview; back to the list once saved. */
export default function CouponCreatePage() {
  const { subdomain = '' } = useParams();
  const [image, setImage] = useState<{ file: UploadedImage; url: string } | null>(null);
  const page = useRecordEditor({
    schema: couponCreateRequestSchema,
    defaultValues: emptyCouponForm(),
    submit: (values) =>
      call('coupons.create', { ...values, subdomain, ...(image ? { image: image.file } : {}) }),
    invalidate: ['coupons.list', 'coupons.all'],
    backTo: routePath('couponList', { subdomain }),
    onSaved: () => setImage(null),
  });
  return (
    <RecordCreateScreen
      page={page}
      dirtyOutsideForm={image !== null}
      testId="coupon-form"
      back={{ to: routePath('couponList', { subdomain }), label: ja.coupons.form.backToList }}
    >
      <CouponFormBody
        savedImageUrl={null}
        pickedImageUrl={image?.url ?? null}
        onImage={(file, url) => setImage(file && url ? { file, url } : null)}
      />
    </RecordCreateScreen>
  );
}
