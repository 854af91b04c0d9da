import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { couponTemplateCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../../platform/useCurrentRoute';
import { call } from '../../../bridge/call';
import { FormPageShell } from '../../../components/form/FormPageShell';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { CouponTemplateImageField } from './CouponTemplateImageField';
import { emptyCouponTemplateForm } from './templateFormValues';
import { TemplateFormBody } from './TemplateFormBody';
import { TEMPLATE_LIST_CHANNELS } from './useTemplates';

/** `/customer/push-notification-template/coupon/create`: back to the list once saved. */
export default function CouponTemplateCreatePage() {
  const route = useCurrentRoute();
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
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <FormPageShell
        page={page}
        submitLabel={ja.actions.register}
        onReload={page.clearConflict}
        dirtyOutsideForm={image !== null}
        maw={860}
        testId="coupon-template-form"
        actions={
          <Button variant="default" component={Link} to={listPath}>
            {ja.customers.templates.backToCouponList}
          </Button>
        }
      >
        <TemplateFormBody
          kind="coupon"

          imageField={<CouponTemplateImageField savedUrl={null} onImage={setImage} />}
        />
      </FormPageShell>
    </Stack>
  );
}
