import { DefaultSettingsForm } from './DefaultSettingsForm';
import { SettingsFormScreen } from './SettingsFormScreen';

/** `/service/{subdomain}/setting/default` (store and group). */
export default function SettingDefaultPage() {
  return <SettingsFormScreen page="settingDefault" form={DefaultSettingsForm} />;
}
