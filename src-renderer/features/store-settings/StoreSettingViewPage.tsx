import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StoreConfig } from '@shared/api';
import type { Role } from '@shared/constants';
import { formatDateTime, formatPhone } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { routeByName } from '@shared/routes';
import { parseRecordId } from '@shared/api';
import { channelQuery } from '../../bridge/channelQuery';
import { prefetchMediaDataUrl, useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';
import { QrCodePanel } from './QrCodePanel';
import { settingsPagePath } from './settingsShop';
import type { SettingsShop } from './settingsShop';
import { SettingsSummary } from './SettingsSummary';
import { StoreSettingsFrame } from './StoreSettingsFrame';

const labels = ja.forms.storeSettings;
const BASIC_TEXT_FIELDS = [
  'address',
  'telephone',
  'workingTime',
  'holiday',
  'subtitle',
  'description',
  'access',
  'site',
  'email',
  'facebook',
  'twitter',
  'instagram',
  'line',
] as const;

/**
 * The shop's settings, asked as the route is matched, and its image and QR code as soon as the
 * settings give their addresses (not once the page has rendered them).
 */
export const prefetch: ScreenPrefetch = ({ queryClient, params }) => {
  const id = parseRecordId(params.id);
  if (id === null) return;
  queryClient.fetchQuery(channelQuery('storeSettings.get', { subdomain: params.subdomain ?? '', id })).then(
    ({ data: config }) => {
      prefetchMediaDataUrl(queryClient, config.qrCodeUrl);
      prefetchMediaDataUrl(queryClient, config.basic.imageUrl);
    },
    // The screen asks again and shows why.
    () => undefined,
  );
};

/** `/service/{subdomain}/store/{id}/setting/view`: every setting of the shop at a glance, and its QR code. */
export default function StoreSettingViewPage() {
  return (
    <StoreSettingsFrame page="storeSettingView">
      {({ shop, config, role }) => <SettingsOverview shop={shop} config={config} role={role} />}
    </StoreSettingsFrame>
  );
}

function SettingsOverview({ shop, config, role }: { shop: SettingsShop; config: StoreConfig; role: Role }) {
  const image = useMediaDataUrl(config.basic.imageUrl);
  const { basic, detail } = config;
  const title = (page: 'settingBasic' | 'settingDefault' | 'settingDetail') => routeByName(page).title;
  const path = (page: 'settingBasic' | 'settingDefault' | 'settingDetail') =>
    settingsPagePath(page, shop, role);

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" data-testid="settings-updated">
        {config.updatedAt
          ? formatMessage(ja.storeSettings.lastUpdated, { date: formatDateTime(config.updatedAt) })
          : ja.storeSettings.neverSaved}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="lg">
          <SettingsSummary
            title={title('settingBasic')}
            editPath={path('settingBasic')}
            rows={[
              {
                label: labels.image,
                value: image.data ? (
                  <Image src={image.data} alt={labels.image} h={96} w={128} fit="contain" />
                ) : null,
              },
              ...BASIC_TEXT_FIELDS.map((name) => ({
                label: labels[name],
                value: name === 'telephone' ? formatPhone(basic.telephone) : basic[name],
              })),
            ]}
          />
        </Stack>
        <Stack gap="lg">
          <QrCodePanel shop={shop} config={config} />
          <SettingsSummary
            title={title('settingDefault')}
            editPath={path('settingDefault')}
            rows={[
              { label: labels.receptionEmails, value: config.default.receptionEmails.join('\n') },
              { label: labels.sound, value: config.default.sound.name },
            ]}
          />
          <SettingsSummary
            title={title('settingDetail')}
            editPath={path('settingDetail')}
            rows={[
              {
                label: labels.seatCount,
                value:
                  detail.seatCount === null
                    ? null
                    : formatMessage(ja.storeSettings.seatCount, { count: detail.seatCount }),
              },
              {
                label: labels.smokingType,
                value: detail.smokingType === null ? null : ja.enums.smokingType[detail.smokingType],
              },
              { label: labels.parking, value: detail.parking },
              { label: labels.wifi, value: ja.storeSettings.wifi[detail.wifi] },
              { label: labels.paymentNote, value: detail.paymentNote },
              { label: labels.note, value: detail.note },
            ]}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
