import { Alert, Button, Group, Stack } from '@mantine/core';
import { ja } from '@shared/messages/start';
import { containsYen } from './alertStore';
import { useAlertList, useAlertStore } from './useAlerts';

/** The alert banners above the page content. */
export function AlertList() {
  const alerts = useAlertList();
  const store = useAlertStore();
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="alert-list">
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          color={alert.type === 'success' ? 'teal' : 'red'}
          variant="light"
          role={alert.type === 'error' ? 'alert' : 'status'}
          withCloseButton
          closeButtonLabel={ja.actions.close}
          onClose={() => store.removeById(alert.id)}
          className={containsYen(alert.message) ? 'yen-font' : undefined}
          data-alert-type={alert.type}
        >
          <Group gap="sm" justify="space-between" wrap="nowrap">
            <span>{alert.message}</span>
            {alert.action && (
              <Button size="compact-sm" variant="default" onClick={alert.action.run}>
                {alert.action.label}
              </Button>
            )}
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
