import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { newsCreateRequestSchema } from '@shared/api';
import type { UploadedImage } from '@shared/api';
import { CONTENT_KIND, NEWS_TEXT_LIMITS } from '@shared/constants';
import { removeEmojiAndTrim } from '@shared/input';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { FieldLabel } from '../../components/form/FormField';
import { FormSegmentedControl } from '../../components/form/FormSegmentedControl';
import { choicesOf } from '../../components/form/choicesOf';
import { FormSelect } from '../../components/form/FormSelect';
import { FormSection } from '../../components/form/FormSection';
import { registerNormalized } from '../../components/form/registerNormalized';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { NewsImagesField } from './NewsImagesField';
import { useOwnCoupons } from './useNews';
import { RecordCreateScreen } from '../../components/form/RecordCreateScreen';
import { FormTextarea } from '../../components/form/FormTextarea';

const labels = ja.forms.news;

/** `/news/create` (store): a news item of the store's own shop, posted at once; back to the list once saved. */
export default function NewsCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const [images, setImages] = useState<UploadedImage[]>([]);
  const page = useRecordEditor({
    schema: newsCreateRequestSchema,
    defaultValues: {
      title: '',
      content: '',
      additionalContent: '',
      contentKind: CONTENT_KIND.NEWS,
      couponId: '',
    },
    submit: (values) => call('news.create', { ...values, subdomain, images }),
    invalidate: ['news.list'],
    backTo: routePath('newsList', { subdomain }),
    onSaved: () => setImages([]),
  });
  const { form } = page;
  const errors = form.formState.errors;
  const kind = useWatch({ control: form.control, name: 'contentKind' });
  const coupons = useOwnCoupons(subdomain, kind === CONTENT_KIND.COUPON);
  const couponOptions = (coupons.data?.data ?? []).map((coupon) => ({
    value: String(coupon.id),
    label: coupon.name,
  }));

  return (
    <RecordCreateScreen
      page={page}
      dirtyOutsideForm={images.length > 0}
      maw={860}
      testId="news-form"
      back={{ to: routePath('newsList', { subdomain }), label: ja.news.form.backToList }}
    >
      <FormSection title={route.title} lead={ja.news.form.lead}>
        <FormSegmentedControl
          control={form.control}
          name="contentKind"
          label={labels.contentKind}
          required
          data={choicesOf([CONTENT_KIND.NEWS, CONTENT_KIND.COUPON], ja.enums.contentKind)}
          fallback={CONTENT_KIND.NEWS}
          w={260}
        />
        {kind === CONTENT_KIND.COUPON && (
          <FormSelect
            control={form.control}
            name="couponId"
            label={labels.couponId}
            required
            data={couponOptions}
            toValue={(choice) => choice ?? ''}
            searchable
            nothingFoundMessage={ja.news.form.noCoupons}
            placeholder={ja.stores.form.selectPlaceholder}
            w={420}
          />
        )}
        <TextInput
          label={<FieldLabel required>{labels.title}</FieldLabel>}
          maxLength={NEWS_TEXT_LIMITS.title}
          autoFocus
          error={errors.title?.message}
          {...registerNormalized(form, 'title', removeEmojiAndTrim)}
        />
        <FormTextarea
          form={form}
          name="content"
          label={labels.content}
          required
          normalise={removeEmojiAndTrim}
          minRows={4}
          maxRows={12}
          maxLength={NEWS_TEXT_LIMITS.content}
        />
        <FormTextarea
          form={form}
          name="additionalContent"
          label={labels.additionalContent}
          normalise={removeEmojiAndTrim}
          minRows={2}
          maxRows={8}
          maxLength={NEWS_TEXT_LIMITS.additionalContent}
        />
        <NewsImagesField images={images} onChange={setImages} />
      </FormSection>
    </RecordCreateScreen>
  );
}
