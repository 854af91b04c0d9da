import { Button, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { couponTemplateUpdateRequestSchema } from '@shared/api';
import type { TemplateDetail, UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../../platform/useCurrentRoute';
import { call } from '../../../bridge/call';
import { FormPageShell } from '../../../components/form/FormPageShell';
import { useFormPage } from '../../../components/form/useFormPage';
import { useMediaDataUrl } from '../../../components/media/useMediaDataUrl';
import { QueryContent } from '../../../components/QueryContent';
import { CouponTemplateImageField } from './CouponTemplateImageField';
import { TemplateDeleteButton } from './TemplateDeleteButton';
import { couponTemplateFormValues } from './templateFormValues';
import { TemplateFormBody } from './TemplateFormBody';
import { templateDetailKey, useRefreshTemplates, useTemplateDetail } from './useTemplates';
import { useRecordId } from '../../../components/routing/useRecordId';

/** `/customer/push-notification-template/coupon/edit/{id}`: a 409 offers to load the latest. */
export default function CouponTemplateEditPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const detail = useTemplateDetail('coupon', subdomain, useRecordId());
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <QueryContent query={detail}>
        {(answer) => (
          <CouponTemplateEditForm
            key={answer.data.updatedAt}
            subdomain={subdomain}
            template={answer.data}
            onReload={() => void detail.refetch()}
          />
        )}
      </QueryContent>
    </Stack>
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
  const queryClient = useQueryClient();
  const refresh = useRefreshTemplates();
  const savedImage = useMediaDataUrl(template.imageUrl);
  const [image, setImage] = useState<UploadedImage | null>(null);
  const page = useFormPage({
    schema: couponTemplateUpdateRequestSchema,
    defaultValues: { ...couponTemplateFormValues(template), updatedAt: template.updatedAt },
    submit: (values) =>
      call('pushTemplates.couponUpdate', {
        ...values,
        subdomain,
        id: template.id,
        ...(image ? { image } : {}),
      }),
    successMessage: (answer) => answer.message,
    onSuccess: async (answer) => {
      setImage(null);
      await refresh();
      queryClient.setQueryData(templateDetailKey('coupon', subdomain, template.id), { data: answer.data });
    },
  });
  return (
    <FormPageShell
      page={page}
      submitLabel={ja.actions.update}
      onReload={onReload}
      dirtyOutsideForm={image !== null}
      maw={860}
      testId="coupon-template-form"
      actions={
        <>
          <TemplateDeleteButton subdomain={subdomain} template={template} />
          <Button variant="default" component={Link} to={routePath('couponTemplateList', { subdomain })}>
            {ja.customers.templates.backToCouponList}
          </Button>
        </>
      }
    >
      <TemplateFormBody
        kind="coupon"
        form={page.form as never}
        imageField={
          <CouponTemplateImageField
            form={page.form as never}
            savedUrl={template.imageUrl ? (savedImage.data ?? null) : null}
            onImage={setImage}
          />
        }
      />
    </FormPageShell>
  );
}
