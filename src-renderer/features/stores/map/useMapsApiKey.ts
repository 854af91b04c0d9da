import { isCallError } from '../../../bridge/call';
import { useChannelQuery } from '../../../bridge/channelQuery';
import { useCanAccess } from '../../../session/useCanAccess';

export type MapsKeyState =
  | { kind: 'loading' }
  | { kind: 'ready'; apiKey: string }
  | { kind: 'noKey' }
  /** The key lives in the service settings, which only head office may read. */
  | { kind: 'noPermission' }
  | { kind: 'error' };

/** The service's Google Maps API key, read from its settings when the user may read them. */
export function useMapsApiKey(subdomain: string): MapsKeyState {
  const allowed = useCanAccess()('serviceSettingEdit');
  const setting = useChannelQuery(
    'serviceSettings.get',
    { subdomain },
    { enabled: allowed, staleTime: 60_000, retry: false },
  );
  if (!allowed) return { kind: 'noPermission' };
  if (setting.isPending) return { kind: 'loading' };
  if (setting.isError)
    return isCallError(setting.error) && setting.error.status === 403
      ? { kind: 'noPermission' }
      : { kind: 'error' };
  const apiKey = setting.data.data.googleMapApiKey.trim();
  return apiKey ? { kind: 'ready', apiKey } : { kind: 'noKey' };
}
