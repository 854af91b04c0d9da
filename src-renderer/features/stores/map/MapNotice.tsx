import { Alert, Text } from '@mantine/core';
import { ja } from '@shared/messages';

/** Why there is no map; the address list follows it, so the area is never blank. */
export function MapNotice({ message }: { message: string }) {
  return (
    <Alert
      color="gray"
      variant="light"
      title={ja.stores.map.noticeTitle}
      role="status"
      data-testid="map-notice"
    >
      <Text size="sm">{message}</Text>
      <Text size="sm" mt={4}>
        {ja.stores.map.addressListLead}
      </Text>
    </Alert>
  );
}
