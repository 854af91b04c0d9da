import { Button, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { couponCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useFormPage } from '../../components/form/useFormPage';
import { CouponFormBody } from './form/CouponFormBody';
import { emptyCouponForm } from './form/couponFormValues';
import { invalidateChannels } from '../../bridge/channelQuery';

/** クーポン登録 (store): the coupon for the store's own shop, with its app preview; back to the list once saved. */
export default function CouponCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [image, setImage] = useState<{ file: UploadedImage; url: string } | null>(null);
  const page = useFormPage({
    schema: couponCreateRequestSchema,
    defaultValues: emptyCouponForm(),
    submit: (values) =>
      call('coupons.create', { ...values, subdomain, ...(image ? { image: image.file } : {}) }),
    successMessage: (answer) => answer.message,
    onSuccess: async () => {
      setImage(null);
      await invalidateChannels(queryClient, ['coupons.list', 'coupons.all']);
      await navigate(routePath('couponList', { subdomain }));
    },
  });
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <FormPageShell
        page={page}
        submitLabel={ja.actions.register}
        onReload={page.clearConflict}
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
          savedImageUrl={null}
          pickedImageUrl={image?.url ?? null}
          onImage={(file, url) => setImage(file && url ? { file, url } : null)}
        />
      </FormPageShell>
    </Stack>
  );
}
