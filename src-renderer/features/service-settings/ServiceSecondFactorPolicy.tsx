import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_MASTER } from '@shared/constants';
import { ja } from '@shared/messages';
import { call, isCallError } from '../../bridge/call';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { useSession } from '../../session/useSession';
import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

/**
 * 2段階認証 for a service's users (issue 28, a reference-server extra): master requires it, a
 * client sees whether it is required. Hidden where the backend has no such API.
 */
export function ServiceSecondFactorPolicy({ subdomain }: { subdomain: string }) {
  const { data: me } = useSession();
  const queryClient = useQueryClient();
  const alerts = useAlertStore();
  const policy = useChannelQuery('secondFactor.servicePolicy', { subdomain }, { retry: false });
  const change = useMutation({
    mutationFn: (required: boolean) => call('secondFactor.setServicePolicy', { subdomain, required }),
    onSuccess: (answer) => {
      queryClient.setQueryData(channelKey('secondFactor.servicePolicy', { subdomain }), {
        data: answer.data,
      });
      alerts.add({ message: answer.message, type: 'success' });
    },
    onError: (error) => {
      alerts.add({ message: isCallError(error) ? error.message : ja.errors.serverError, type: 'error' });
    },
  });
  if (!policy.data) return null;
  const required =
    change.isPending && change.variables !== undefined ? change.variables : policy.data.data.required;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="service-second-factor">
      <Stack gap="sm">
        <Title order={3} size="h5" id="service-second-factor">
          {ja.secondFactor.title}
        </Title>
        <Switch
          label={ja.secondFactor.serviceRequire}
          description={ja.secondFactor.serviceRequireHint}
          checked={required}
          disabled={me?.role !== ROLE_MASTER || change.isPending}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />
        {me?.role !== ROLE_MASTER && required && <Text size="sm">{ja.secondFactor.required}</Text>}
      </Stack>
    </Paper>
  );
}
