import { DASHBOARD_REFRESH_MS } from '@shared/constants';
import { useChannelQuery } from '../../bridge/channelQuery';

/**
 * The dashboard's figures, asked for again every DASHBOARD_REFRESH_MS while the screen is open,
 * so a payment the provider sends shows within seconds without a reload.
 */
export function useDashboard(subdomain: string) {
  return useChannelQuery(
    'dashboard.get',
    { subdomain },
    { refetchInterval: DASHBOARD_REFRESH_MS, refetchIntervalInBackground: true },
  );
}
