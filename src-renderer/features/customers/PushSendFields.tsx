import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { TemplateListItem } from '@shared/api';
import { PUSH_TARGET, PUSH_TEMPLATE_TEXT_LIMITS, SEND_TIMING } from '@shared/constants';
import { removeEmojiAndTrim } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import type { PushFormInput } from '@shared/validation';
import { DateTimeField } from '../../components/form/DateTimeField';
import { FieldLabel } from '../../components/form/FormField';
import { FormSelect } from '../../components/form/FormSelect';
import { registerNormalized } from '../../components/form/registerNormalized';

const texts = ja.customers.push;
const labels = texts.fields;

/** The push form's fields: the template, the message, the timing and whom it goes to. */
export function PushSendFields({
  templates,
  templateFixed,
  filtered,
}: {
  templates: TemplateListItem[];
  templateFixed: boolean;
  /** Opened from the customer list: its filter may be the target. */
  filtered: boolean;
}) {
  const form = useFormContext<PushFormInput>();
  const errors = form.formState.errors;
  const sendTiming = String(form.watch('sendTiming'));
  const target = String(form.watch('target'));
  const group = (kind: TemplateListItem['kind']) =>
    templates
      .filter((template) => template.kind === kind)
      .map((template) => ({ value: String(template.id), label: template.name }));

  return (
    <Stack gap="md">
      <FormSelect
        control={form.control}
        name="templateId"
        label={labels.templateId}
        required
        data={[
          { group: ja.enums.messageType[1], items: group('coupon') },
          { group: ja.enums.messageType[2], items: group('news') },
        ]}
        searchable
        placeholder={texts.templateSearch}
        nothingFoundMessage={ja.errors.noMatchingData}
        maxDropdownHeight={320}
        toValue={(choice) => choice ?? ''}
        onChosen={(choice) => {
          // The template's own message, unless one is typed already.
          const chosen = templates.find((template) => String(template.id) === choice);
          if (chosen && !form.getValues('pushMessage')) form.setValue('pushMessage', chosen.pushMessage);
        }}
        disabled={templateFixed}
      />
      <TextInput
        label={<FieldLabel required>{labels.pushMessage}</FieldLabel>}
        description={formatMessage(ja.customers.templates.pushMessageHint, {
          max: PUSH_TEMPLATE_TEXT_LIMITS.pushMessage,
        })}
        maxLength={PUSH_TEMPLATE_TEXT_LIMITS.pushMessage}
        error={errors.pushMessage?.message}
        {...registerNormalized(form, 'pushMessage', removeEmojiAndTrim)}
      />
      <Controller
        control={form.control}
        name="sendTiming"
        render={({ field }) => (
          <Radio.Group label={labels.sendTiming} value={String(field.value)} onChange={field.onChange}>
            <Stack gap={6} mt={6}>
              {Object.values(SEND_TIMING).map((value) => (
                <Radio key={value} value={String(value)} label={ja.enums.sendTiming[value]} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {sendTiming === String(SEND_TIMING.SCHEDULE) && (
        <Controller
          control={form.control}
          name="scheduledAt"
          render={({ field }) => (
            <DateTimeField
              label={<FieldLabel required>{labels.scheduledAt}</FieldLabel>}
              value={(field.value as string | null) ?? ''}
              onChange={field.onChange}
              minDate={new Date()}
              error={errors.scheduledAt?.message}
              w={260}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="target"
        render={({ field }) => (
          <Radio.Group label={labels.target} value={String(field.value)} onChange={field.onChange}>
            <Stack gap={6} mt={6}>
              <Radio value={String(PUSH_TARGET.ALL)} label={texts.target[PUSH_TARGET.ALL]} />
              {filtered && (
                <Radio value={String(PUSH_TARGET.FILTERED)} label={texts.target[PUSH_TARGET.FILTERED]} />
              )}
            </Stack>
          </Radio.Group>
        )}
      />
      {filtered && target === String(PUSH_TARGET.FILTERED) && (
        <Text size="xs" c="dimmed">
          {texts.filterLead}
        </Text>
      )}
    </Stack>
  );
}
