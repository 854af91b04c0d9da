import { DetailSettingsForm } from './DetailSettingsForm';
import { StoreSettingsFrame } from './StoreSettingsFrame';

/** `/service/{subdomain}/setting/detail` (store and group). */
export default function SettingDetailPage() {
  return (
    <StoreSettingsFrame page="settingDetail">
      {({ shop, config, reload }) => (
        <DetailSettingsForm key={config.updatedAt ?? 'new'} shop={shop} config={config} onReload={reload} />
      )}
    </StoreSettingsFrame>
  );
}
