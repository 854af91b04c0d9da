import { Paper, Stack, Text, Title } from '@mantine/core';
import { Controller, FormProvider } from 'react-hook-form';
import type { StoreConfig } from '@shared/api';
import { ja } from '@shared/messages';
import { storeDefaultSettingsFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { ConflictNotice } from '../../components/form/ConflictNotice';
import { FormActions } from '../../components/form/FormActions';
import { listErrorMessages } from '../../components/form/listErrorMessages';
import { UnsavedChangesGuard } from '../../components/form/UnsavedChangesGuard';
import { useFormPage } from '../../components/form/useFormPage';
import { ReceptionEmailsField } from './ReceptionEmailsField';
import type { SettingsShop } from './settingsShop';
import { SoundField } from './SoundField';
import { useStoreConfigUpdater } from './useStoreConfig';

interface DefaultSettingsFormProps {
  shop: SettingsShop;
  config: StoreConfig;
  onReload: () => void;
}

/** Default settings: where reception notices go, and the sound the shop's device rings with. */
export function DefaultSettingsForm({ shop, config, onReload }: DefaultSettingsFormProps) {
  const updateConfig = useStoreConfigUpdater(shop);
  const saved = config.default;
  const page = useFormPage({
    schema: storeDefaultSettingsFormSchema,
    defaultValues: {
      receptionEmails: saved.receptionEmails.length > 0 ? saved.receptionEmails : [''],
      soundId: saved.sound.id,
    },
    submit: (values) =>
      call('storeSettings.updateDefault', { ...values, ...shop, updatedAt: config.updatedAt }),
    onSuccess: (answer) => {
      updateConfig(answer.data);
    },
    successMessage: ja.success.updated,
  });
  const { form } = page;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={page.onSubmit}>
        <UnsavedChangesGuard dirty={form.formState.isDirty && !page.submitting} />
        <Stack gap="lg">
          <ConflictNotice message={page.conflict} onReload={onReload} />
          <Paper withBorder p="lg">
            <Stack gap="md">
              <Title order={3} size="h5">
                {ja.storeSettings.receptionSection}
              </Title>
              <Controller
                control={form.control}
                name="receptionEmails"
                render={({ field, fieldState }) => (
                  <ReceptionEmailsField
                    value={Array.isArray(field.value) ? field.value : field.value ? [field.value] : []}
                    onChange={field.onChange}
                    errors={listErrorMessages(fieldState.error)}
                  />
                )}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg">
            <Stack gap="md">
              <Title order={3} size="h5">
                {ja.storeSettings.soundSection}
              </Title>
              <Text size="sm" c="dimmed">
                {ja.storeSettings.soundLead}
              </Text>
              <Controller
                control={form.control}
                name="soundId"
                render={({ field }) => (
                  <SoundField subdomain={shop.subdomain} saved={saved.sound} onChange={field.onChange} />
                )}
              />
            </Stack>
          </Paper>
          <FormActions submitLabel={ja.actions.save} submitting={page.submitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
