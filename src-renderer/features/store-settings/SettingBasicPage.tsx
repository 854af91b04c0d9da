import { BasicSettingsForm } from './BasicSettingsForm';
import { StoreSettingsFrame } from './StoreSettingsFrame';

/** `/service/{subdomain}/setting/basic` (store and group). */
export default function SettingBasicPage() {
  return (
    <StoreSettingsFrame page="settingBasic">
      {({ shop, config, reload }) => (
        <BasicSettingsForm key={config.updatedAt ?? 'new'} shop={shop} config={config} onReload={reload} />
      )}
    </StoreSettingsFrame>
  );
}
