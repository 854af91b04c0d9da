import { SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { CARD_TEMPLATE, MAX_CATEGORIES_OR_TAGS } from '@shared/constants';
import { toHalfWidth } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import type { ServiceSettingFormInput } from '@shared/validation';
import { FieldLabel } from '../../components/form/FormField';
import { FormSelect } from '../../components/form/FormSelect';
import { MONOSPACE_INPUT } from '../../components/form/inputStyles';
import { listErrorMessages } from '../../components/form/listErrorMessages';
import { registerNormalized } from '../../components/form/registerNormalized';
import { choicesOf } from '../../components/form/choicesOf';
import { FormTextarea } from '../../components/form/FormTextarea';

const labels = ja.forms.service;
const CARD_TEMPLATE_OPTIONS = choicesOf(CARD_TEMPLATE, ja.enums.cardTemplate);
const halfWidth = (value: string) => toHalfWidth(value).trim();

/** What the service's app shows and links to: map key, policies, tags, card design, review URL. */
export function ServiceAppFields() {
  const form = useFormContext<ServiceSettingFormInput>();
  const errors = form.formState.errors;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextInput
          label={<FieldLabel>{labels.googleMapApiKey}</FieldLabel>}
          styles={MONOSPACE_INPUT}
          autoComplete="off"
          error={errors.googleMapApiKey?.message}
          {...registerNormalized(form, 'googleMapApiKey', halfWidth)}
        />
        <FormSelect
          control={form.control}
          name="cardTemplate"
          label={labels.cardTemplate}
          data={CARD_TEMPLATE_OPTIONS}
          placeholder={ja.serviceSettings.cardTemplateNone}
          clearable
        />
        <TextInput
          label={<FieldLabel>{labels.privacyPolicyUrl}</FieldLabel>}
          inputMode="url"
          error={errors.privacyPolicyUrl?.message}
          {...registerNormalized(form, 'privacyPolicyUrl', halfWidth)}
        />
        <TextInput
          label={<FieldLabel>{labels.inspectionUrl}</FieldLabel>}
          inputMode="url"
          error={errors.inspectionUrl?.message}
          {...registerNormalized(form, 'inspectionUrl', halfWidth)}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="serviceTag"
        render={({ field, fieldState }) => {
          const messages = listErrorMessages(fieldState.error);
          return (
            <Stack gap={4}>
              <TagsInput
                label={<FieldLabel>{labels.serviceTag}</FieldLabel>}
                description={formatMessage(ja.serviceSettings.tagsHint, { max: MAX_CATEGORIES_OR_TAGS })}
                value={(field.value ?? []).filter((tag): tag is string => typeof tag === 'string')}
                onChange={field.onChange}
                maxTags={MAX_CATEGORIES_OR_TAGS}
                clearable
                error={messages.length > 0}
                data-testid="service-tags"
              />
              {messages.map((message) => (
                <Text key={message} size="xs" c="red">
                  {message}
                </Text>
              ))}
            </Stack>
          );
        }}
      />
      <FormTextarea
        form={form}
        name="termsOfService"
        label={labels.termsOfService}
        minRows={4}
        maxRows={12}
      />
    </Stack>
  );
}
