import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { UploadedImage } from '@shared/api';
import { digitsOnly, toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import { storeBasicSettingsFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { FieldLabel } from '../../components/form/FormField';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { registerNormalized } from '../../components/form/registerNormalized';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { basicFormValues } from './basicFormValues';
import type { SettingsFormProps } from './SettingsFormScreen';
import { storeConfigKey } from './useStoreConfig';
import { RemoveImageCheckbox } from '../../components/upload/RemoveImageCheckbox';
import { FormTextarea } from '../../components/form/FormTextarea';

const labels = ja.forms.storeSettings;
const SNS_FIELDS = ['site', 'email', 'facebook', 'twitter', 'instagram', 'line'] as const;

/** Basic settings: the shop's picture, what the app's shop page shows, and its web and SNS links. */
export function BasicSettingsForm({ shop, config, onReload }: SettingsFormProps) {
  const [image, setImage] = useState<UploadedImage | null>(null);
  const savedImage = useMediaDataUrl(config.basic.imageUrl);
  const page = useRecordEditor({
    schema: storeBasicSettingsFormSchema,
    defaultValues: basicFormValues(config),
    submit: (values) =>
      call('storeSettings.updateBasic', {
        ...values,
        ...shop,
        updatedAt: config.updatedAt,
        ...(image ? { image } : {}),
      }),
    invalidate: [],
    record: storeConfigKey(shop),
    successMessage: ja.success.updated,
  });
  const { form } = page;
  const errors = form.formState.errors;
  const text = (name: 'workingTime' | 'holiday' | 'subtitle') => (
    <TextInput
      label={<FieldLabel>{labels[name]}</FieldLabel>}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <FormPageShell
      page={page}
      submitLabel={ja.actions.save}
      onReload={onReload}
      dirtyOutsideForm={image !== null}
    >
      <FormSection title={ja.storeSettings.infoSection}>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap={6}>
            <ImageUpload label={labels.image} currentUrl={savedImage.data ?? null} onChange={setImage} />
            {config.basic.imageUrl && image === null && (
              <RemoveImageCheckbox label={ja.storeSettings.removeImage} />
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ flex: 1, minWidth: 320 }}>
            <TextInput
              label={<FieldLabel>{labels.address}</FieldLabel>}
              error={errors.address?.message}
              autoFocus
              {...form.register('address')}
            />
            <TextInput
              label={<FieldLabel>{labels.telephone}</FieldLabel>}
              inputMode="tel"
              error={errors.telephone?.message}
              {...registerNormalized(form, 'telephone', digitsOnly)}
            />
            {text('workingTime')}
            {text('holiday')}
          </SimpleGrid>
        </Group>
        {text('subtitle')}
        <FormTextarea form={form} name="description" label={labels.description} minRows={3} maxRows={10} />
        <FormTextarea form={form} name="access" label={labels.access} minRows={2} maxRows={6} />
      </FormSection>
      <FormSection title={ja.storeSettings.snsSection} lead={ja.storeSettings.snsLead}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {SNS_FIELDS.map((name) => (
            <TextInput
              key={name}
              label={<FieldLabel>{labels[name]}</FieldLabel>}
              inputMode={name === 'email' ? 'email' : 'url'}
              error={errors[name]?.message}
              {...registerNormalized(form, name, (value) => toHalfWidth(value).trim())}
            />
          ))}
        </SimpleGrid>
      </FormSection>
    </FormPageShell>
  );
}
