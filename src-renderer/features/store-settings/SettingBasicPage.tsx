import { BasicSettingsForm } from './BasicSettingsForm';
import { SettingsFormScreen } from './SettingsFormScreen';

/** `/service/{subdomain}/setting/basic` (store and group). */
export default function SettingBasicPage() {
  return <SettingsFormScreen page="settingBasic" form={BasicSettingsForm} />;
}
