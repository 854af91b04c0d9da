import { DetailSettingsForm } from './DetailSettingsForm';
import { SettingsFormScreen } from './SettingsFormScreen';

/** `/service/{subdomain}/setting/detail` (store and group). */
export default function SettingDetailPage() {
  return <SettingsFormScreen page="settingDetail" form={DetailSettingsForm} />;
}
