import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWatch, useFormContext } from 'react-hook-form';
import type { TemplateKind } from '@shared/api';
import { LINK_OPEN_MODE, PUSH_TEMPLATE_TEXT_LIMITS, TEMPLATE_PERIOD_TYPE } from '@shared/constants';
import { removeEmojiAndTrim } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';
import { FormSegmentedControl } from '../../../components/form/FormSegmentedControl';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormSection } from '../../../components/form/FormSection';
import { registerNormalized } from '../../../components/form/registerNormalized';
import type { CouponTemplateFields } from './templateFormValues';
import { choicesOf } from '../../../components/form/choicesOf';

const labels = ja.customers.templates.fields;
const texts = ja.customers.templates;
const limits = PUSH_TEMPLATE_TEXT_LIMITS;

type TextName = 'name' | 'title' | 'content' | 'requirement' | 'attention' | 'pushMessage';

interface TemplateFormBodyProps {
  kind: TemplateKind;
  /** The image picker (one image for a coupon, several for news). */
  imageField: ReactNode;
}

/** The sections of a push template form: what the app shows, the coupon's period, the push, the name. */
export function TemplateFormBody({ kind, imageField }: TemplateFormBodyProps) {
  const form = useFormContext<CouponTemplateFields>();
  const errors = form.formState.errors;
  const periodType = useWatch({ control: form.control, name: 'periodType' });
  const withPeriod = String(periodType) === String(TEMPLATE_PERIOD_TYPE.PERIOD);
  const text = (
    name: TextName,
    options: { required?: boolean; multiline?: boolean; hint?: string; autoFocus?: boolean } = {},
  ) => {
    const shared = {
      label: <FieldLabel required={options.required}>{labels[name]}</FieldLabel>,
      description: options.hint,
      maxLength: limits[name],
      error: errors[name]?.message,
      autoFocus: options.autoFocus,
      ...registerNormalized(form, name, removeEmojiAndTrim),
    };
    return options.multiline ? (
      <Textarea autosize minRows={3} maxRows={10} {...shared} />
    ) : (
      <TextInput {...shared} />
    );
  };
  return (
    <Stack gap="lg">
      <FormSection
        title={texts.form.appSection}
        lead={kind === 'coupon' ? texts.form.couponLead : texts.form.newsLead}
      >
        {text('title', { required: true, autoFocus: true })}
        {text('content', { required: true, multiline: true })}
        {kind === 'coupon' && text('requirement', { multiline: true })}
        {kind === 'coupon' && text('attention', { multiline: true })}
        {imageField}
      </FormSection>
      {kind === 'coupon' && (
        <FormSection title={texts.form.periodSection} lead={texts.form.periodLead}>
          <FormSegmentedControl
            control={form.control}
            name="periodType"
            label={labels.periodType}
            required
            data={choicesOf(TEMPLATE_PERIOD_TYPE, texts.periodType)}
            fallback={TEMPLATE_PERIOD_TYPE.UNLIMITED}
            w={260}
          />
          {withPeriod && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" maw={560}>
              <FormDateField
                control={form.control}
                name="availableAt"
                label={<FieldLabel required>{labels.availableAt}</FieldLabel>}
                error={errors.availableAt?.message}
              />
              <FormDateField
                control={form.control}
                name="expiredAt"
                label={<FieldLabel required>{labels.expiredAt}</FieldLabel>}
                error={errors.expiredAt?.message}
              />
            </SimpleGrid>
          )}
        </FormSection>
      )}
      <FormSection title={texts.form.pushSection}>
        {text('pushMessage', {
          required: true,
          hint: formatMessage(texts.pushMessageHint, { max: limits.pushMessage }),
        })}
        <FormSegmentedControl
          control={form.control}
          name="linkOpenMode"
          label={labels.linkOpenMode}
          required
          data={choicesOf(LINK_OPEN_MODE, ja.enums.linkOpenMode)}
          fallback={LINK_OPEN_MODE.WEBVIEW}
          w={400}
        />
      </FormSection>
      <FormSection title={texts.form.manageSection}>
        {text('name', { required: true, hint: texts.form.nameHint })}
      </FormSection>
    </Stack>
  );
}
