import type { AccountingSettings } from '@shared/api';
import { ja } from '@shared/messages';
import { accountingSettingsFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { channelKey } from '../../bridge/channelQuery';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { GeneralSettingsFields } from './GeneralSettingsFields';
import { TargetSettingsTabs } from './TargetSettingsTabs';

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
  const { updatedAt, ...values } = settings;
  // The saved settings replace the loaded ones (a new updatedAt remounts the form), and the
  // journal summaries are asked again.
  const page = useRecordEditor({
    schema: accountingSettingsFormSchema,
    defaultValues: values,
    submit: (input) => call('accounting.saveSettings', { ...input, subdomain, updatedAt }),
    invalidate: ['accounting.journalSummary'],
    record: channelKey('accounting.settings', { subdomain }),
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
