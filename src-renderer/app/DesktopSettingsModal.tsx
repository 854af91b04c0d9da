import { Alert, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { CONSOLE_SETTING_KEYS } from '@shared/constants';
import type { ConsoleSettingKey } from '@shared/constants';
import type { ConsoleSettingsView } from '@shared/ipc';
import { formatMessage, ja } from '@shared/messages';
import { AppModal } from '../components/AppModal';
import { CallFailureNotice } from '../components/CallFailureNotice';
import { useDesktopSettings } from './useDesktopSettings';

const texts = ja.desktop;

function shownValue(key: ConsoleSettingKey, settings: ConsoleSettingsView): string {
  switch (key) {
    case 'apiBaseUrl':
      return settings.apiBaseUrl.value;
    case 'addressBaseUrl':
      return settings.addressBaseUrl.value;
    case 'imageHosts':
      return settings.imageHosts.value.length > 0
        ? settings.imageHosts.value.join('\n')
        : texts.notConfigured;
    case 'updateMode':
      return texts.updateModes[settings.updateMode.value];
    case 'updateFeedUrl':
      return settings.updateFeedUrl.value ?? texts.notConfigured;
    case 'zipMaxSizeMb':
      return formatMessage(texts.megabytes, { maxSize: settings.zipMaxSizeMb.value });
    case 'csvSaveOutsideUserFolders':
      return settings.csvSaveOutsideUserFolders.value ? texts.allowed : texts.notAllowed;
  }
}

/**
 * 「この端末の設定」: each setting IT can enforce, its value in force and where it came from; a
 * policy's value is marked as fixed (it wins over everything, and nobody here can change it).
 */
export function DesktopSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const query = useDesktopSettings(opened);
  return (
    <AppModal opened={opened} onClose={onClose} header={texts.settingsTitle} size="xl">
      {query.isPending && <Loader size="sm" />}
      {query.isError && <CallFailureNotice error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <Stack gap="sm">
          <Text size="sm">{texts.settingsIntro}</Text>
          {!query.data.selfUpdate && query.data.settings.updateFeedUrl.value !== null && (
            <Alert color="gray" variant="light" py={6}>
              {texts.managedUpdates}
            </Alert>
          )}
          <Table withTableBorder data-testid="desktop-settings">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{texts.version}</Table.Th>
                <Table.Td colSpan={2}>{query.data.version}</Table.Td>
              </Table.Tr>
              {CONSOLE_SETTING_KEYS.map((key) => {
                const setting = query.data.settings[key];
                const enforced = setting.source === 'policy';
                return (
                  <Table.Tr key={key} data-setting={key} data-source={setting.source}>
                    <Table.Th scope="row">{texts.settingLabels[key]}</Table.Th>
                    <Table.Td style={{ wordBreak: 'break-all', whiteSpace: 'pre-line' }}>
                      {shownValue(key, query.data.settings)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" c={enforced ? undefined : 'dimmed'}>
                          {texts.sources[setting.source]}
                        </Text>
                        {enforced && (
                          <Badge color="indigo" variant="light" size="sm">
                            {texts.enforcedBadge}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </AppModal>
  );
}
