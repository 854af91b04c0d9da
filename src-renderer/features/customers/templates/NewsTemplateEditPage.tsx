import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { newsTemplateUpdateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { NEWS_TEMPLATE_MAX_IMAGES } from '@shared/constants';
import { ja } from '@shared/messages';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { mediaDataUrlQuery } from '../../../components/media/useMediaDataUrl';
import { ImageListField } from '../../../components/upload/ImageListField';
import { newsTemplateFormValues } from './templateFormValues';
import { templateDetailKey, TEMPLATE_LIST_CHANNELS } from './useTemplates';
import { TemplateEditScreen } from './TemplateEditScreen';
import type { TemplateEditFormProps } from './TemplateEditScreen';
import { TemplateFormPage } from './TemplateFormPage';

/** `/customer/push-notification-template/news/edit/{id}`: a 409 offers to load the latest. */
export default function NewsTemplateEditPage() {
  return <TemplateEditScreen kind="news" form={NewsTemplateEditForm} />;
}

function NewsTemplateEditForm({ subdomain, template, onReload }: TemplateEditFormProps) {
  const [keptIds, setKeptIds] = useState(() => template.images.map((image) => image.id));
  const [images, setImages] = useState<UploadedImage[]>([]);
  const kept = template.images.filter((image) => keptIds.includes(image.id));
  const keptUrls = useQueries({ queries: kept.map((image) => mediaDataUrlQuery(image.url)) });
  const page = useRecordEditor({
    schema: newsTemplateUpdateRequestSchema,
    defaultValues: { ...newsTemplateFormValues(template), keepImageIds: [], updatedAt: template.updatedAt },
    submit: (values) =>
      call('pushTemplates.newsUpdate', {
        ...values,
        keepImageIds: keptIds,
        subdomain,
        id: template.id,
        images,
      }),
    invalidate: TEMPLATE_LIST_CHANNELS,
    record: templateDetailKey('news', subdomain, template.id),
    onSaved: () => setImages([]),
  });
  return (
    <TemplateFormPage
      kind="news"
      subdomain={subdomain}
      page={page}
      template={template}
      onReload={onReload}
      dirtyOutsideForm={images.length > 0 || kept.length !== template.images.length}
      imageField={
        <ImageListField
          label={ja.customers.templates.fields.images}
          max={NEWS_TEMPLATE_MAX_IMAGES}
          saved={kept.map((image, index) => ({ id: image.id, url: keptUrls[index]?.data ?? null }))}
          onRemoveSaved={(imageId) => setKeptIds((ids) => ids.filter((other) => other !== imageId))}
          images={images}
          onChange={setImages}
        />
      }
    />
  );
}
