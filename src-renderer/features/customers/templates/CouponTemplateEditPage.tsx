import { useState } from 'react';
import { useParams } from 'react-router';
import { couponTemplateUpdateRequestSchema } from '@shared/api';
import type { TemplateDetail, UploadedImage } from '@shared/api';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { useMediaDataUrl } from '../../../components/media/useMediaDataUrl';
import { RecordEditScreen } from '../../../components/form/RecordEditScreen';
import { CouponTemplateImageField } from './CouponTemplateImageField';
import { couponTemplateFormValues } from './templateFormValues';
import { templateDetailKey, useTemplateDetail, TEMPLATE_LIST_CHANNELS } from './useTemplates';
import { useRecordId } from '../../../components/routing/useRecordId';
import { TemplateFormPage } from './TemplateFormPage';

/** `/customer/push-notification-template/coupon/edit/{id}`: a 409 offers to load the latest. */
export default function CouponTemplateEditPage() {
  const { subdomain = '' } = useParams();
  const detail = useTemplateDetail('coupon', subdomain, useRecordId());
  return (
    <RecordEditScreen query={detail}>
      {(record, reload) => (
        <CouponTemplateEditForm subdomain={subdomain} template={record} onReload={reload} />
      )}
    </RecordEditScreen>
  );
}

function CouponTemplateEditForm({
  subdomain,
  template,
  onReload,
}: {
  subdomain: string;
  template: TemplateDetail;
  onReload: () => void;
}) {
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
