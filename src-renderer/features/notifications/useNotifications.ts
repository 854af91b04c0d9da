import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationListQuery } from '@shared/api';
import { call } from '../../bridge/call';

export const NOTIFICATION_LIST_KEY = 'notifications.list';

export function useNotificationList(query: NotificationListQuery) {
  return useQuery({
    queryKey: [NOTIFICATION_LIST_KEY, query],
    queryFn: () => call('notifications.list', query),
    placeholderData: keepPreviousData,
  });
}
