import { DefaultSettingsForm } from './DefaultSettingsForm';
import { StoreSettingsFrame } from './StoreSettingsFrame';

/** `/service/{subdomain}/setting/default` (store and group). */
export default function SettingDefaultPage() {
  return (
    <StoreSettingsFrame page="settingDefault">
      {({ shop, config, reload }) => (
        <DefaultSettingsForm key={config.updatedAt ?? 'new'} shop={shop} config={config} onReload={reload} />
      )}
    </StoreSettingsFrame>
  );
}
