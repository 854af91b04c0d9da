import { Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { StoreConfig } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { call } from '../../bridge/call';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import type { SettingsShop } from './settingsShop';

const QR_SIZE = 180;

/** The shop page's QR code, shown through main (it needs the token) and saved as PNG through the native dialog. */
export function QrCodePanel({ shop, config }: { shop: SettingsShop; config: StoreConfig }) {
  const alerts = useAlertStore();
  const handleFailure = useFailureHandler();
  const image = useMediaDataUrl(config.qrCodeUrl);
  const save = useMutation({
    mutationFn: () => call('stores.saveQrCode', shop),
    onMutate: () => alerts.clear(),
    onSuccess: (saved) => {
      if (saved)
        alerts.add({
          message: formatMessage(ja.storeSettings.qrSaved, { name: saved.savedPath }),
          type: 'success',
        });
    },
    onError: (error) => handleFailure(error),
  });

  return (
    <Paper withBorder p="lg" data-testid="qr-panel">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {ja.storeSettings.qrSection}
        </Title>
        <Text size="sm" c="dimmed">
          {ja.storeSettings.qrLead}
        </Text>
        <Group align="flex-start" gap="lg" wrap="nowrap">
          {image.data ? (
            <Image
              src={image.data}
              alt={ja.storeSettings.qrAlt}
              w={QR_SIZE}
              h={QR_SIZE}
              fit="contain"
              data-testid="qr-image"
            />
          ) : image.isError ? (
            <Text size="sm" c="dimmed" w={QR_SIZE}>
              {ja.storeSettings.mediaLoadFailed}
            </Text>
          ) : (
            <Skeleton w={QR_SIZE} h={QR_SIZE} />
          )}
          <Stack gap="xs" style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {ja.storeSettings.shopPageUrl}
            </Text>
            <Text
              size="sm"
              ff="monospace"
              style={{ wordBreak: 'break-all', userSelect: 'all' }}
              data-testid="shop-page-url"
            >
              {config.shopPageUrl}
            </Text>
            <Group>
              <Button variant="default" onClick={() => save.mutate()} loading={save.isPending}>
                {ja.storeSettings.saveQrPng}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
