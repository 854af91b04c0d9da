import type { QueryClient } from '@tanstack/react-query';
import { forgetRememberedLists } from '../components/list/listState';
import { SESSION_QUERY_KEY } from './useSession';

/**
 * What the renderer forgets when a session ends (logout, 401, 429, idle): the user, every answer
 * of the API and the filters, sort and pages remembered per list, so the next person to log in
 * on this desktop starts with none of the previous user's (spec section 4, "Logout").
 */
export function clearSessionState(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  forgetRememberedLists();
}
