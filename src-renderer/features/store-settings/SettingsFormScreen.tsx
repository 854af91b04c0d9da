import type { ComponentType } from 'react';
import type { StoreConfig } from '@shared/api';
import type { SettingsPage, SettingsShop } from './settingsShop';
import { StoreSettingsFrame } from './StoreSettingsFrame';

/** What each settings form edits: the shop's saved settings, and how to read them again after a 409. */
export interface SettingsFormProps {
  shop: SettingsShop;
  config: StoreConfig;
  onReload: () => void;
}

/**
 * A settings edit page (basic, default, detail): the frame, and the page's form made again from
 * the settings each time they are saved or read again (keyed by their update time).
 */
export function SettingsFormScreen({
  page,
  form: Form,
}: {
  page: Exclude<SettingsPage, 'storeSettingView'>;
  form: ComponentType<SettingsFormProps>;
}) {
  return (
    <StoreSettingsFrame page={page}>
      {({ shop, config, reload }) => (
        <Form key={config.updatedAt ?? 'new'} shop={shop} config={config} onReload={reload} />
      )}
    </StoreSettingsFrame>
  );
}
