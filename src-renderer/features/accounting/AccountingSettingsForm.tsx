import type { AccountingSettings } from '@shared/api';
import { ja } from '@shared/messages';
import { accountingSettingsFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { useFormPage } from '../../components/form/useFormPage';
import { GeneralSettingsFields } from './GeneralSettingsFields';
import { TargetSettingsTabs } from './TargetSettingsTabs';
import { useAccountingSettingsSaved } from './useAccountingSettings';

const labels = ja.accounting.settingsPage;

/** 会計連携設定, saved whole: the common settings, then each software's names and file form in its tab. */
export function AccountingSettingsForm({
  subdomain,
  settings,
  onReload,
}: {
  subdomain: string;
  settings: AccountingSettings;
  onReload: () => void;
}) {
  const saved = useAccountingSettingsSaved(subdomain);
  const { updatedAt, ...values } = settings;
  const page = useFormPage({
    schema: accountingSettingsFormSchema,
    defaultValues: values,
    submit: (input) => call('accounting.saveSettings', { ...input, subdomain, updatedAt }),
    successMessage: (answer) => answer.message,
    onSuccess: (answer) => saved(answer.data),
  });
  return (
    <FormPageShell
      page={page}
      submitLabel={ja.actions.save}
      onReload={onReload}
      testId="accounting-settings-form"
    >
      <FormSection title={labels.general}>
        <GeneralSettingsFields />
      </FormSection>
      <TargetSettingsTabs />
    </FormPageShell>
  );
}
