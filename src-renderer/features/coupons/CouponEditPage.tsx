import { Alert, Button, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { couponUpdateRequestSchema } from '@shared/api';
import type { CouponDetail, UploadedImage } from '@shared/api';
import { COUPON_STATE } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { notBelowCurrentUsage } from '@shared/validation';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useFormPage } from '../../components/form/useFormPage';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { QueryContent } from '../../components/QueryContent';
import { CouponFormBody } from './form/CouponFormBody';
import { couponFormValues } from './form/couponFormValues';
import { couponDetailKey, useCouponDetail } from './useCoupons';
import { invalidateChannels } from '../../bridge/channelQuery';

/** クーポン編集 (store): the saved coupon in the form; a 409 offers to load the latest. */
export default function CouponEditPage() {
  const route = useCurrentRoute();
  const { subdomain = '', id } = useParams();
  const couponId = Number(id);
  const detail = useCouponDetail(subdomain, couponId);
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <QueryContent query={detail}>
        {({ data: record }) => (
          <CouponEditForm
            key={record.updatedAt}
            subdomain={subdomain}
            coupon={record}
            onReload={() => void detail.refetch()}
          />
        )}
      </QueryContent>
    </Stack>
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
  const queryClient = useQueryClient();
  const savedImage = useMediaDataUrl(coupon.imageUrl);
  const [image, setImage] = useState<{ file: UploadedImage; url: string } | null>(null);
  // Once used, the remaining count may not go below the saved one (checked again by the server).
  const schema = useMemo(() => couponUpdateRequestSchema.check(notBelowCurrentUsage(coupon)), [coupon]);
  const page = useFormPage({
    schema,
    defaultValues: { ...couponFormValues(coupon), updatedAt: coupon.updatedAt },
    submit: (values) =>
      call('coupons.update', {
        ...values,
        subdomain,
        id: coupon.id,
        ...(image ? { image: image.file } : {}),
      }),
    successMessage: (answer) => answer.message,
    onSuccess: async (answer) => {
      setImage(null);
      await invalidateChannels(queryClient, ['coupons.list', 'coupons.all']);
      queryClient.setQueryData(couponDetailKey(subdomain, coupon.id), { data: answer.data });
    },
  });
  return (
    <FormPageShell
      page={page}
      submitLabel={ja.actions.update}
      onReload={onReload}
      dirtyOutsideForm={image !== null}
      testId="coupon-form"
      actions={
        <Button variant="default" component={Link} to={routePath('couponList', { subdomain })}>
          {ja.coupons.form.backToList}
        </Button>
      }
    >
      <CouponFormBody
        form={page.form as never}
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
