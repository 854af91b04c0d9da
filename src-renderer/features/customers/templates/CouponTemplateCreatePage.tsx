import { useState } from 'react';
import { useParams } from 'react-router';
import { couponTemplateCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { CouponTemplateImageField } from './CouponTemplateImageField';
import { emptyCouponTemplateForm } from './templateFormValues';
import { TEMPLATE_LIST_CHANNELS } from './useTemplates';
import { RouteScreen } from '../../../components/routing/RouteScreen';
import { TemplateFormPage, templateListPath } from './TemplateFormPage';

/** `/customer/push-notification-template/coupon/create`: back to the list once saved. */
export default function CouponTemplateCreatePage() {
  const { subdomain = '' } = useParams();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const page = useRecordEditor({
    schema: couponTemplateCreateRequestSchema,
    defaultValues: emptyCouponTemplateForm(),
    submit: (values) =>
      call('pushTemplates.couponCreate', { ...values, subdomain, ...(image ? { image } : {}) }),
    invalidate: TEMPLATE_LIST_CHANNELS,
    backTo: templateListPath('coupon', subdomain),
    onSaved: () => setImage(null),
  });
  return (
    <RouteScreen>
      <TemplateFormPage
        kind="coupon"
        subdomain={subdomain}
        page={page}
        dirtyOutsideForm={image !== null}
        imageField={<CouponTemplateImageField savedUrl={null} onImage={setImage} />}
      />
    </RouteScreen>
  );
}
