import { useState } from 'react';
import { useParams } from 'react-router';
import { newsTemplateCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { NEWS_TEMPLATE_MAX_IMAGES } from '@shared/constants';
import { ja } from '@shared/messages';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { ImageListField } from '../../../components/upload/ImageListField';
import { emptyNewsTemplateForm } from './templateFormValues';
import { TEMPLATE_LIST_CHANNELS } from './useTemplates';
import { RouteScreen } from '../../../components/routing/RouteScreen';
import { TemplateFormPage, templateListPath } from './TemplateFormPage';

/** `/customer/push-notification-template/news/create`: back to the list once saved. */
export default function NewsTemplateCreatePage() {
  const { subdomain = '' } = useParams();
  const [images, setImages] = useState<UploadedImage[]>([]);
  const page = useRecordEditor({
    schema: newsTemplateCreateRequestSchema,
    defaultValues: emptyNewsTemplateForm(),
    submit: (values) => call('pushTemplates.newsCreate', { ...values, subdomain, images }),
    invalidate: TEMPLATE_LIST_CHANNELS,
    backTo: templateListPath('news', subdomain),
    onSaved: () => setImages([]),
  });
  return (
    <RouteScreen>
      <TemplateFormPage
        kind="news"
        subdomain={subdomain}
        page={page}
        dirtyOutsideForm={images.length > 0}
        imageField={
          <ImageListField
            label={ja.customers.templates.fields.images}
            max={NEWS_TEMPLATE_MAX_IMAGES}
            images={images}
            onChange={setImages}
          />
        }
      />
    </RouteScreen>
  );
}
