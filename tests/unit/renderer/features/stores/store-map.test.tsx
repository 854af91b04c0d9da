/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceSetting } from '@shared/api';
import { ROLE_CLIENT, ROLE_GROUP } from '@shared/constants';
import { StoreMapView } from '../../../../../src-renderer/features/stores/map/StoreMapView';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';
import { listAnswer, makeShop } from '../../support/fixtures';

const loader = vi.hoisted(() => ({ result: { isLoaded: false, loadError: undefined as Error | undefined } }));
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader.result,
  GoogleMap: () => <div data-testid="google-map" />,
  MarkerClustererF: () => null,
  MarkerF: () => null,
  InfoWindowF: () => null,
}));

const SHOPS = [
  makeShop(1, { storeName: '渋谷店', buildingName: '道玄坂ビル2F' }),
  makeShop(2, { latitude: null, longitude: null }),
];

function settingWithKey(googleMapApiKey: string) {
  return { data: { googleMapApiKey } as ServiceSetting };
}

function openMap(key: string | null, user = makeUser(ROLE_CLIENT)) {
  const bridge = installBridge({
    'stores.all': () => listAnswer(SHOPS),
    ...(key === null ? {} : { 'serviceSettings.get': () => settingWithKey(key) }),
  });
  renderPage(<StoreMapView subdomain="demo" query={{ keyword: '渋谷' }} />, {
    route: 'storeList',
    url: '/service/demo/store/list',
    user,
  });
  return bridge;
}

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

afterEach(() => setOnline(true));

describe('store map', () => {
  it('says the service has no Maps API key and lists the addresses instead', async () => {
    const bridge = openMap('');
    expect(await screen.findByTestId('map-notice')).toHaveTextContent(
      'このサービスにはGoogle Maps APIキーが設定されていないため、地図を表示できません。',
    );
    expect(screen.getByTestId('store-address-list')).toHaveTextContent(
      '〒150-0043 東京都渋谷区道玄坂1-2-3 道玄坂ビル2F',
    );
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
    expect(bridge.payloadsOf('stores.all')).toEqual([
      { subdomain: 'demo', keyword: '渋谷', noPaginate: true },
    ]);
  });

  it('tells a group user it may not read the map settings, without asking the server', async () => {
    const bridge = openMap(null, makeUser(ROLE_GROUP));
    expect(await screen.findByTestId('map-notice')).toHaveTextContent('地図の設定を確認できない');
    expect(bridge.payloadsOf('serviceSettings.get')).toEqual([]);
    expect(screen.getByTestId('store-address-list')).toBeInTheDocument();
  });

  it('says the map cannot load without a network', async () => {
    setOnline(false);
    openMap('AIza-test-key');
    expect(await screen.findByTestId('map-notice')).toHaveTextContent('ネットワークに接続されていない');
  });

  it('falls back to the notice when the Maps script fails to load', async () => {
    loader.result = { isLoaded: false, loadError: new Error('script error') };
    openMap('AIza-test-key');
    expect(await screen.findByTestId('map-notice')).toHaveTextContent('地図を読み込めませんでした。');
    expect(screen.getByTestId('store-address-list')).toBeInTheDocument();
  });

  it('shows the map with a note on the shops that have no coordinates', async () => {
    loader.result = { isLoaded: true, loadError: undefined };
    openMap('AIza-test-key');
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    expect(
      screen.getByText(/位置情報（緯度・経度）が登録されていない店舗が1件あります。/),
    ).toBeInTheDocument();
  });
});
