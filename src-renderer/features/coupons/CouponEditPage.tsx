import { Alert } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { couponUpdateRequestSchema } from '@shared/api';
import type { CouponDetail, UploadedImage } from '@shared/api';
import { COUPON_STATE } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { notBelowCurrentUsage } from '@shared/validation';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { useCanAccess } from '../../session/useCanAccess';
import { CouponFormBody } from './form/CouponFormBody';
import { couponFormValues } from './form/couponFormValues';
import { couponDetailKey, useCouponDetail } from './useCoupons';
import { useRecordId } from '../../components/routing/useRecordId';

/** クーポン編集 (store): the saved coupon in the form; a 409 offers to load the latest. */
export default function CouponEditPage() {
  const { subdomain = '' } = useParams();
  const detail = useCouponDetail(subdomain, useRecordId());
  const canAccess = useCanAccess();
  return (
    <RecordEditScreen query={detail} history={{ entity: 'coupon', canOpenLog: canAccess('auditLogList') }}>
      {(record, reload) => <CouponEditForm subdomain={subdomain} coupon={record} onReload={reload} />}
    </RecordEditScreen>
  );
}

function CouponEditForm({
  subdomain,
  coupon,
  onReload,
}: {
  subdomain: string;
  coupon: CouponDetail;
  onReload: () => void;
}) {
  const savedImage = useMediaDataUrl(coupon.imageUrl);
  const [image, setImage] = useState<{ file: UploadedImage; url: string } | null>(null);
  // Once used, the remaining count may not go below the saved one (checked again by the server).
  const schema = useMemo(() => couponUpdateRequestSchema.check(notBelowCurrentUsage(coupon)), [coupon]);
  const page = useRecordEditor({
    schema,
    defaultValues: { ...couponFormValues(coupon), updatedAt: coupon.updatedAt },
    submit: (values) =>
      call('coupons.update', {
        ...values,
        subdomain,
        id: coupon.id,
        ...(image ? { image: image.file } : {}),
      }),
    invalidate: ['coupons.list', 'coupons.all'],
    record: couponDetailKey(subdomain, coupon.id),
    onSaved: () => setImage(null),
  });
  return (
    <FormPageShell
      page={page}
      submitLabel={ja.actions.update}
      onReload={onReload}
      dirtyOutsideForm={image !== null}
      testId="coupon-form"
      back={{ to: routePath('couponList', { subdomain }), label: ja.coupons.form.backToList }}
    >
      <CouponFormBody
        savedImageUrl={savedImage.data ?? null}
        pickedImageUrl={image?.url ?? null}
        onImage={(file, url) => setImage(file && url ? { file, url } : null)}
        usedCount={coupon.usedCount}
        notice={
          coupon.state === COUPON_STATE.PAUSED ? (
            <Alert color="yellow" variant="light">
              {ja.coupons.form.pausedNotice}
            </Alert>
          ) : null
        }
      />
    </FormPageShell>
  );
}
