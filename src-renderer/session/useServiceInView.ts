import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { CurrentUser } from '@shared/api';
import { isHeadOffice } from '@shared/routes';
import { serviceInViewQuery } from './serviceInView';
import { useSession } from './useSession';

/**
 * The subdomain of the service the user is working in: the route's `:subdomain`, or the own
 * service of a store or group user. Head office outside a service has none.
 */
export function useSubdomainInView(user: CurrentUser | null | undefined): string | null {
  const { subdomain } = useParams();
  if (subdomain) return subdomain;
  if (user && !isHeadOffice(user.role)) return user.service?.subdomain ?? null;
  return null;
}

/**
 * The service in view (its flags for menus and section guards; see loadServiceInView). A failed
 * lookup stays failed until asked again: a screen mounting under it does not fetch it anew.
 */
export function useServiceDetail(subdomain: string | null) {
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  return useQuery(serviceInViewQuery(queryClient, user, subdomain));
}
