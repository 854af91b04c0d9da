import { useState } from 'react';
import { useParams } from 'react-router';
import { couponTemplateCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { CouponTemplateImageField } from './CouponTemplateImageField';
import { emptyCouponTemplateForm } from './templateFormValues';
import { TemplateFormBody } from './TemplateFormBody';
import { TEMPLATE_LIST_CHANNELS } from './useTemplates';
import { RecordCreateScreen } from '../../../components/form/RecordCreateScreen';

/** `/customer/push-notification-template/coupon/create`: back to the list once saved. */
export default function CouponTemplateCreatePage() {
  const { subdomain = '' } = useParams();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const listPath = routePath('couponTemplateList', { subdomain });
  const page = useRecordEditor({
    schema: couponTemplateCreateRequestSchema,
    defaultValues: emptyCouponTemplateForm(),
    submit: (values) =>
      call('pushTemplates.couponCreate', { ...values, subdomain, ...(image ? { image } : {}) }),
    invalidate: TEMPLATE_LIST_CHANNELS,
    backTo: listPath,
    onSaved: () => setImage(null),
  });
  return (
    <RecordCreateScreen
      page={page}
      onReload={page.clearConflict}
      dirtyOutsideForm={image !== null}
      maw={860}
      testId="coupon-template-form"
      back={{ to: listPath, label: ja.customers.templates.backToCouponList }}
    >
      <TemplateFormBody
        kind="coupon"

        imageField={<CouponTemplateImageField savedUrl={null} onImage={setImage} />}
      />
    </RecordCreateScreen>
  );
}
