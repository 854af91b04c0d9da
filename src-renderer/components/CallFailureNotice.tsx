import { Alert, Button, Stack, Text } from '@mantine/core';
import { Navigate } from 'react-router';
import { ja } from '@shared/messages/start';
import { routePath } from '@shared/routes';
import { isCallError } from '../bridge/call';

const PAGE_BY_STATUS = { 403: 'forbidden', 404: 'notFound', 500: 'serverError' } as const;

/** Shows a failed load: 403/404/500 go to their pages, anything else is an error alert with a retry. */
export function CallFailureNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = isCallError(error) ? error.status : 500;
  const page = PAGE_BY_STATUS[status as keyof typeof PAGE_BY_STATUS];
  if (page) return <Navigate to={routePath(page)} replace />;
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{isCallError(error) ? error.message : ja.errors.serverError}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {ja.actions.reload}
        </Button>
      </Stack>
    </Alert>
  );
}
