import { useState } from 'react';
import { couponTemplateUpdateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { useMediaDataUrl } from '../../../components/media/useMediaDataUrl';
import { CouponTemplateImageField } from './CouponTemplateImageField';
import { couponTemplateFormValues } from './templateFormValues';
import { templateDetailKey, TEMPLATE_LIST_CHANNELS } from './useTemplates';
import { TemplateEditScreen } from './TemplateEditScreen';
import type { TemplateEditFormProps } from './TemplateEditScreen';
import { TemplateFormPage } from './TemplateFormPage';

/** `/customer/push-notification-template/coupon/edit/{id}`: a 409 offers to load the latest. */
export default function CouponTemplateEditPage() {
  return <TemplateEditScreen kind="coupon" form={CouponTemplateEditForm} />;
}

function CouponTemplateEditForm({ subdomain, template, onReload }: TemplateEditFormProps) {
  const savedImage = useMediaDataUrl(template.imageUrl);
  const [image, setImage] = useState<UploadedImage | null>(null);
  const page = useRecordEditor({
    schema: couponTemplateUpdateRequestSchema,
    defaultValues: { ...couponTemplateFormValues(template), updatedAt: template.updatedAt },
    submit: (values) =>
      call('pushTemplates.couponUpdate', {
        ...values,
        subdomain,
        id: template.id,
        ...(image ? { image } : {}),
      }),
    invalidate: TEMPLATE_LIST_CHANNELS,
    record: templateDetailKey('coupon', subdomain, template.id),
    onSaved: () => setImage(null),
  });
  return (
    <TemplateFormPage
      kind="coupon"
      subdomain={subdomain}
      page={page}
      template={template}
      onReload={onReload}
      dirtyOutsideForm={image !== null}
      imageField={
        <CouponTemplateImageField
          savedUrl={template.imageUrl ? (savedImage.data ?? null) : null}
          onImage={setImage}
        />
      }
    />
  );
}
