import { keepPreviousData } from '@tanstack/react-query';
import type { NotificationListQuery } from '@shared/api';
import { useChannelQuery } from '../../bridge/channelQuery';

export function useNotificationList(query: NotificationListQuery) {
  return useChannelQuery('notifications.list', query, { placeholderData: keepPreviousData });
}
