import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useWatch, useFormContext } from 'react-hook-form';
import type { UploadedImage } from '@shared/api';
import { COUPON_TEXT_LIMITS, LIMIT_TYPE, MAX_INTEGER } from '@shared/constants';
import { removeEmojiAndTrim } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { DateRangeFields } from '../../../components/form/DateRangeFields';
import { FieldLabel } from '../../../components/form/FormField';
import { FormSegmentedControl } from '../../../components/form/FormSegmentedControl';
import { FormSection } from '../../../components/form/FormSection';
import { registerNormalized } from '../../../components/form/registerNormalized';
import { ImageUpload } from '../../../components/upload/ImageUpload';
import type { CouponFormFields } from './couponFormValues';
import { CouponPreview } from './CouponPreview';
import { NoteBackgroundPicker } from './NoteBackgroundPicker';
import { RemoveImageCheckbox } from '../../../components/upload/RemoveImageCheckbox';
import { choicesOf } from '../../../components/form/choicesOf';
import { FormWholeNumberInput } from '../../../components/form/FormWholeNumberInput';
import { FormTextarea } from '../../../components/form/FormTextarea';

const labels = ja.forms.coupon;
const texts = ja.coupons.form;

interface CouponFormBodyProps {
  /** The saved image (data: URL), if any; a picked one replaces it in the preview. */
  savedImageUrl: string | null;
  pickedImageUrl: string | null;
  onImage: (image: UploadedImage | null, previewUrl: string | null) => void;
  /** How often the coupon has been used (edit only): then its remaining count cannot go down. */
  usedCount?: number;
  /** A note above the form (the coupon is paused). */
  notice?: ReactNode;
}

type TextName = 'name' | 'description' | 'displayNote' | 'title';

/** The coupon form's sections beside the preview of the coupon as the app shows it. */
export function CouponFormBody({
  savedImageUrl,
  pickedImageUrl,
  onImage,
  usedCount = 0,
  notice,
}: CouponFormBodyProps) {
  const form = useFormContext<CouponFormFields>();
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control }) as CouponFormFields;
  const limited = String(values.limitType) === String(LIMIT_TYPE.LIMITED);
  const removeImage = values.removeImage === 1;
  const text = (name: TextName, required: boolean, autoFocus = false) => (
    <TextInput
      label={<FieldLabel required={required}>{labels[name]}</FieldLabel>}
      maxLength={COUPON_TEXT_LIMITS[name]}
      error={errors[name]?.message}
      autoFocus={autoFocus}
      {...registerNormalized(form, name, removeEmojiAndTrim)}
    />
  );

  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap="lg" style={{ flex: 1, minWidth: 360 }}>
        {notice}
        <FormSection title={texts.appSection}>
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Stack gap={6}>
              <ImageUpload
                label={labels.image}
                currentUrl={removeImage ? null : savedImageUrl}
                onChange={(image) =>
                  onImage(image, image ? `data:${image.mimeType};base64,${image.dataBase64}` : null)
                }
              />
              {savedImageUrl && !pickedImageUrl && 'removeImage' in values && (
                <RemoveImageCheckbox label={labels.removeImage} />
              )}
            </Stack>
            <Stack gap="md" style={{ flex: 1, minWidth: 260 }}>
              {text('title', true, true)}
              {text('description', false)}
            </Stack>
          </Group>
          <FormTextarea
            form={form}
            name="content"
            label={labels.content}
            required
            normalise={removeEmojiAndTrim}
            minRows={3}
            maxRows={10}
            maxLength={COUPON_TEXT_LIMITS.content}
          />
          {text('displayNote', false)}
          <Controller
            control={form.control}
            name="noteBackground"
            render={({ field }) => (
              <NoteBackgroundPicker
                value={String(field.value ?? '')}
                onChange={field.onChange}
                error={errors.noteBackground?.message}
              />
            )}
          />
        </FormSection>
        <FormSection title={texts.usageSection} lead={texts.periodLead}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DateRangeFields control={form.control} startLabel={labels.startDate} endLabel={labels.endDate} />
          </SimpleGrid>
          <FormSegmentedControl
            control={form.control}
            name="limitType"
            label={labels.limitType}
            required
            data={choicesOf(LIMIT_TYPE, ja.enums.limitType)}
            fallback={LIMIT_TYPE.LIMITED}
            w={260}
          />
          {limited && (
            <FormWholeNumberInput
              control={form.control}
              name="remainingUsage"
              label={labels.remainingUsage}
              required
              asNumber
              description={usedCount > 0 ? formatMessage(texts.usedLead, { count: usedCount }) : undefined}
              max={MAX_INTEGER}
              w={220}
            />
          )}
        </FormSection>
        <FormSection title={texts.manageSection}>{text('name', true)}</FormSection>
      </Stack>
      <Stack gap={6} pos="sticky" top={16}>
        <Text fw={700} size="sm">
          {ja.coupons.preview.title}
        </Text>
        <Text size="xs" c="dimmed" maw={300}>
          {ja.coupons.preview.lead}
        </Text>
        <CouponPreview
          values={{
            title: values.title ?? '',
            description: values.description ?? '',
            content: values.content ?? '',
            displayNote: values.displayNote ?? '',
            noteBackground: String(values.noteBackground ?? ''),
            limitType: values.limitType as string | number | null | undefined,
            remainingUsage: values.remainingUsage as string | number | null,
            startDate: String(values.startDate ?? ''),
            endDate: String(values.endDate ?? ''),
          }}
          imageUrl={pickedImageUrl ?? (removeImage ? null : savedImageUrl)}
        />
      </Stack>
    </Group>
  );
}
