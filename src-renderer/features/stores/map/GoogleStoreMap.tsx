import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { GoogleMap, InfoWindowF, MarkerClustererF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import type { Libraries } from '@react-google-maps/api';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { StoreListItem } from '@shared/api';
import {
  MAP_DEFAULT_CENTER,
  MAPS_LIBRARIES,
  MAPS_LIBRARY_VERSION,
  MARKER_CLUSTER_MAX_ZOOM,
  MARKER_CLUSTER_RADIUS,
} from '@shared/constants';
import { ja } from '@shared/messages';
import { StoreStatusBadge } from '../StoreStatusBadge';
import { fullAddress } from './fullAddress';

// One array for the page's lifetime: the loader reloads the script when its options change.
const LIBRARIES: Libraries = [...MAPS_LIBRARIES];
const MAP_HEIGHT = 480;
const DEFAULT_ZOOM = 11;

export interface MappedShop {
  shop: StoreListItem;
  position: { lat: number; lng: number };
}

interface GoogleStoreMapProps {
  apiKey: string;
  shops: MappedShop[];
  editPath?: (shop: StoreListItem) => string;
  /** The script failed to load, or Google refused the key: the caller shows the notice instead. */
  onError: () => void;
}

declare global {
  interface Window {
    /** Called by the Maps script when the key is refused. */
    gm_authFailure?: () => void;
  }
}

/** Shops on a Google map with marker clusters; a marker opens the shop's name and address. */
export default function GoogleStoreMap({ apiKey, shops, editPath, onError }: GoogleStoreMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps-script',
    googleMapsApiKey: apiKey,
    version: MAPS_LIBRARY_VERSION,
    libraries: LIBRARIES,
    language: 'ja',
    region: 'JP',
  });
  const [selected, setSelected] = useState<MappedShop | null>(null);

  useEffect(() => {
    if (loadError) onError();
  }, [loadError, onError]);
  useEffect(() => {
    window.gm_authFailure = onError;
    return () => {
      delete window.gm_authFailure;
    };
  }, [onError]);

  if (loadError) return null;
  if (!isLoaded) {
    return (
      <Center h={MAP_HEIGHT}>
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {ja.stores.map.loading}
          </Text>
        </Stack>
      </Center>
    );
  }

  const fitToShops = (map: google.maps.Map) => {
    if (shops.length === 0) return;
    const bounds = new google.maps.LatLngBounds();
    for (const { position } of shops) bounds.extend(position);
    map.fitBounds(bounds);
  };

  return (
    <GoogleMap
      mapContainerStyle={{ width: '100%', height: MAP_HEIGHT }}
      center={MAP_DEFAULT_CENTER}
      zoom={DEFAULT_ZOOM}
      onLoad={fitToShops}
      options={{ streetViewControl: false, mapTypeControl: false }}
    >
      <MarkerClustererF options={{ gridSize: MARKER_CLUSTER_RADIUS, maxZoom: MARKER_CLUSTER_MAX_ZOOM }}>
        {(clusterer) => (
          <>
            {shops.map((entry) => (
              <MarkerF
                key={entry.shop.id}
                position={entry.position}
                clusterer={clusterer}
                title={entry.shop.storeName}
                onClick={() => setSelected(entry)}
              />
            ))}
          </>
        )}
      </MarkerClustererF>
      {selected && (
        <InfoWindowF position={selected.position} onCloseClick={() => setSelected(null)}>
          <Stack gap={4} maw={260}>
            {editPath ? (
              <Anchor component={Link} to={editPath(selected.shop)} fw={700} size="sm">
                {selected.shop.storeName}
              </Anchor>
            ) : (
              <Text fw={700} size="sm">
                {selected.shop.storeName}
              </Text>
            )}
            <StoreStatusBadge status={selected.shop.status} />
            <Text size="xs">{fullAddress(selected.shop)}</Text>
          </Stack>
        </InfoWindowF>
      )}
    </GoogleMap>
  );
}
