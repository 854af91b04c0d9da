import { useState } from 'react';
import { useParams } from 'react-router';
import { couponTemplateUpdateRequestSchema } from '@shared/api';
import type { TemplateDetail, UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../../bridge/call';
import { FormPageShell } from '../../../components/form/FormPageShell';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { useMediaDataUrl } from '../../../components/media/useMediaDataUrl';
import { RecordEditScreen } from '../../../components/form/RecordEditScreen';
import { CouponTemplateImageField } from './CouponTemplateImageField';
import { TemplateDeleteButton } from './TemplateDeleteButton';
import { couponTemplateFormValues } from './templateFormValues';
import { TemplateFormBody } from './TemplateFormBody';
import { templateDetailKey, useTemplateDetail, TEMPLATE_LIST_CHANNELS } from './useTemplates';
import { useRecordId } from '../../../components/routing/useRecordId';

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
    <FormPageShell
      page={page}
      submitLabel={ja.actions.update}
      onReload={onReload}
      dirtyOutsideForm={image !== null}
      maw={860}
      testId="coupon-template-form"
      actions={<TemplateDeleteButton subdomain={subdomain} template={template} />}
      back={{
        to: routePath('couponTemplateList', { subdomain }),
        label: ja.customers.templates.backToCouponList,
      }}
    >
      <TemplateFormBody
        kind="coupon"

        imageField={
          <CouponTemplateImageField
            savedUrl={template.imageUrl ? (savedImage.data ?? null) : null}
            onImage={setImage}
          />
        }
      />
    </FormPageShell>
  );
}
