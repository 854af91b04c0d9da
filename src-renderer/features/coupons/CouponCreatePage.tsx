import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { couponCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { CouponFormBody } from './form/CouponFormBody';
import { emptyCouponForm } from './form/couponFormValues';

/** クーポン登録 (store): the coupon for the store's own shop, with its app preview; back to the list once saved. */
export default function CouponCreatePage() {
  const route = useCurrentRoute();
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
          savedImageUrl={null}
          pickedImageUrl={image?.url ?? null}
          onImage={(file, url) => setImage(file && url ? { file, url } : null)}
        />
      </FormPageShell>
    </Stack>
  );
}
