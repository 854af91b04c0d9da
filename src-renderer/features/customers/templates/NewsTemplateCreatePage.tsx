import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { newsTemplateCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { NEWS_TEMPLATE_MAX_IMAGES } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../../platform/useCurrentRoute';
import { call } from '../../../bridge/call';
import { FormPageShell } from '../../../components/form/FormPageShell';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { ImageListField } from '../../../components/upload/ImageListField';
import { emptyNewsTemplateForm } from './templateFormValues';
import { TemplateFormBody } from './TemplateFormBody';
import { TEMPLATE_LIST_CHANNELS } from './useTemplates';

/** `/customer/push-notification-template/news/create`: back to the list once saved. */
export default function NewsTemplateCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const [images, setImages] = useState<UploadedImage[]>([]);
  const listPath = routePath('newsTemplateList', { subdomain });
  const page = useRecordEditor({
    schema: newsTemplateCreateRequestSchema,
    defaultValues: emptyNewsTemplateForm(),
    submit: (values) => call('pushTemplates.newsCreate', { ...values, subdomain, images }),
    invalidate: TEMPLATE_LIST_CHANNELS,
    backTo: listPath,
    onSaved: () => setImages([]),
  });
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <FormPageShell
        page={page}
        submitLabel={ja.actions.register}
        onReload={page.clearConflict}
        dirtyOutsideForm={images.length > 0}
        maw={860}
        testId="news-template-form"
        actions={
          <Button variant="default" component={Link} to={listPath}>
            {ja.customers.templates.backToNewsList}
          </Button>
        }
      >
        <TemplateFormBody
          kind="news"

          imageField={
            <ImageListField
              label={ja.customers.templates.fields.images}
              max={NEWS_TEMPLATE_MAX_IMAGES}
              images={images}
              onChange={setImages}
            />
          }
        />
      </FormPageShell>
    </Stack>
  );
}
