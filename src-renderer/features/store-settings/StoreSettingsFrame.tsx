import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { CurrentUser, StoreConfig } from '@shared/api';
import { ROLE_GROUP } from '@shared/constants';
import type { Role } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { useSession } from '../../session/useSession';
import { CallFailureNotice } from '../../components/CallFailureNotice';
import { PageLoader } from '../../components/PageLoader';
import { SettingsTabs } from './SettingsTabs';
import { ShopPicker } from './ShopPicker';
import type { SettingsPage, SettingsShop } from './settingsShop';
import { useSettingsShopId } from './useSettingsShop';
import { useStoreConfig } from './useStoreConfig';
import { RouteScreen } from '../../components/routing/RouteScreen';

export interface SettingsContext {
  shop: SettingsShop;
  config: StoreConfig;
  role: Role;
  reload: () => void;
}

interface FrameProps {
  page: SettingsPage;
  children: (context: SettingsContext) => ReactNode;
}

/**
 * What the four store-settings pages share: the shop (a group user picks one first), its
 * settings loaded, and a header with the shop's name and the links between the pages.
 */
export function StoreSettingsFrame({ page, children }: FrameProps) {
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <FrameForUser user={user} page={page}>
      {children}
    </FrameForUser>
  );
}

function FrameForUser({ user, page, children }: FrameProps & { user: CurrentUser }) {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const shopId = useSettingsShopId(user);
  if (shopId === null) {
    return (
      <RouteScreen>
        <ShopPicker subdomain={subdomain} page={page} role={user.role} />
      </RouteScreen>
    );
  }
  return (
    <LoadedSettings shop={{ subdomain, id: shopId }} role={user.role} page={page} title={route.title}>
      {children}
    </LoadedSettings>
  );
}

function LoadedSettings({
  shop,
  role,
  page,
  title,
  children,
}: FrameProps & { shop: SettingsShop; role: Role; title: string }) {
  const config = useStoreConfig(shop);
  if (config.isPending) return <PageLoader />;
  if (config.isError) return <CallFailureNotice error={config.error} onRetry={() => void config.refetch()} />;
  const loaded = config.data.data;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2}>{title}</Title>
        <Group gap="sm" data-testid="settings-shop">
          <Text fw={600}>{loaded.storeName}</Text>
          {loaded.shopCode && (
            <Text ff="monospace" size="sm" c="dimmed">
              {loaded.shopCode}
            </Text>
          )}
          {role === ROLE_GROUP && (
            <Anchor
              component={Link}
              to={routePath(page === 'storeSettingView' ? 'settingBasic' : page, {
                subdomain: shop.subdomain,
              })}
              size="sm"
            >
              {ja.storeSettings.changeShop}
            </Anchor>
          )}
        </Group>
        <SettingsTabs current={page} shop={shop} role={role} />
      </Stack>
      {children({ shop, config: loaded, role, reload: () => void config.refetch() })}
    </Stack>
  );
}
