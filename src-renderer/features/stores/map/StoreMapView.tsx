import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { StoreListItem } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { ListStatus } from '../../../components/list/ListStatus';
import { useAllStores } from '../useAllStores';
import type { MappedShop } from './GoogleStoreMap';
import { MapNotice } from './MapNotice';
import { StoreAddressList } from './StoreAddressList';
import { useMapsApiKey } from './useMapsApiKey';
import type { MapsKeyState } from './useMapsApiKey';

// The maps library is loaded only when a map can be shown.
const GoogleStoreMap = lazy(() => import('./GoogleStoreMap'));

const texts = ja.stores.map;

interface StoreMapViewProps {
  subdomain: string;
  /** The list's filters (no paging): the map shows every shop they match. */
  query: Record<string, string | number>;
  editPath?: (shop: StoreListItem) => string;
}

/** Why no map is shown, most fundamental reason first. */
function noticeFor(key: MapsKeyState['kind'], online: boolean): string {
  if (key === 'noPermission') return texts.noPermission;
  if (key === 'noKey') return texts.noKey;
  if (!online) return texts.offline;
  return texts.loadError;
}

function mapped(shops: StoreListItem[]): MappedShop[] {
  return shops.flatMap((shop) =>
    shop.latitude !== null && shop.longitude !== null
      ? [{ shop, position: { lat: shop.latitude, lng: shop.longitude } }]
      : [],
  );
}

/**
 * The store map when the service has a Maps API key and the map loads; otherwise a notice
 * saying why (no key, no permission to read it, offline, load error) and the address list.
 */
export function StoreMapView({ subdomain, query, editPath }: StoreMapViewProps) {
  const key = useMapsApiKey(subdomain);
  const { online } = useNetwork();
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const stores = useAllStores({ ...query, subdomain });

  if (key.kind === 'loading' || stores.isPending) {
    return (
      <Center h={240}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (stores.isError)
    return <ListStatus isPending={false} error={stores.error} onRetry={() => void stores.refetch()} />;

  const shops = stores.data.data;
  const located = mapped(shops);
  if (key.kind !== 'ready' || !online || failed) {
    return (
      <Stack gap="sm">
        <MapNotice message={noticeFor(key.kind, online)} />
        <StoreAddressList shops={shops} />
      </Stack>
    );
  }
  const withoutLocation = shops.length - located.length;
  return (
    <Stack gap="xs">
      {withoutLocation > 0 && (
        <Text size="sm" c="dimmed">
          {formatMessage(texts.withoutLocation, { count: withoutLocation })}
        </Text>
      )}
      <Suspense fallback={<Loader size="sm" />}>
        <GoogleStoreMap apiKey={key.apiKey} shops={located} editPath={editPath} onError={onError} />
      </Suspense>
    </Stack>
  );
}
