import { useState } from 'react';
import { useParams } from 'react-router';
import { newsTemplateCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { NEWS_TEMPLATE_MAX_IMAGES } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { ImageListField } from '../../../components/upload/ImageListField';
import { emptyNewsTemplateForm } from './templateFormValues';
import { TemplateFormBody } from './TemplateFormBody';
import { TEMPLATE_LIST_CHANNELS } from './useTemplates';
import { RecordCreateScreen } from '../../../components/form/RecordCreateScreen';

/** `/customer/push-notification-template/news/create`: back to the list once saved. */
export default function NewsTemplateCreatePage() {
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
    <RecordCreateScreen
      page={page}
      onReload={page.clearConflict}
      dirtyOutsideForm={images.length > 0}
      maw={860}
      testId="news-template-form"
      back={{ to: listPath, label: ja.customers.templates.backToNewsList }}
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
    </RecordCreateScreen>
  );
}
