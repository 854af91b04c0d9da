import { Controller } from 'react-hook-form';
import { ja } from '@shared/messages';
import { storeDefaultSettingsFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { listErrorMessages } from '../../components/form/listErrorMessages';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { ReceptionEmailsField } from './ReceptionEmailsField';
import type { SettingsFormProps } from './SettingsFormScreen';
import { SoundField } from './SoundField';
import { storeConfigKey } from './useStoreConfig';

/** Default settings: where reception notices go, and the sound the shop's device rings with. */
export function DefaultSettingsForm({ shop, config, onReload }: SettingsFormProps) {
  const saved = config.default;
  const page = useRecordEditor({
    schema: storeDefaultSettingsFormSchema,
    defaultValues: {
      receptionEmails: saved.receptionEmails.length > 0 ? saved.receptionEmails : [''],
      soundId: saved.sound.id,
    },
    submit: (values) =>
      call('storeSettings.updateDefault', { ...values, ...shop, updatedAt: config.updatedAt }),
    invalidate: [],
    record: storeConfigKey(shop),
    successMessage: ja.success.updated,
  });
  const { form } = page;

  return (
    <FormPageShell page={page} submitLabel={ja.actions.save} onReload={onReload}>
      <FormSection title={ja.storeSettings.receptionSection}>
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
      </FormSection>
      <FormSection title={ja.storeSettings.soundSection} lead={ja.storeSettings.soundLead}>
        <Controller
          control={form.control}
          name="soundId"
          render={({ field }) => (
            <SoundField subdomain={shop.subdomain} saved={saved.sound} onChange={field.onChange} />
          )}
        />
      </FormSection>
    </FormPageShell>
  );
}
