import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { SERVICE_LIST_FILTERS, ServiceListScreen } from '../../components/services/ServiceListScreen';
import { openingListQuery } from '../../components/list/openingListQuery';
import { prefetchChannel } from '../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';

/** The first page, asked as the route is matched (head office lands here at sign-in). */
export const prefetch: ScreenPrefetch = ({ queryClient, url }) => {
  const query = openingListQuery(url, SERVICE_LIST_FILTERS);
  if (query) prefetchChannel(queryClient, 'services.list', query);
};

/** The services the user may work in: every service for master, the own one for a client. */
export default function ServiceListPage() {
  const canAccess = useCanAccess();
  return (
    <ServiceListScreen
      namePath={(service) => routePath('dashboard', { subdomain: service.subdomain })}
      sortByCompanyAndShops={false}
      rowAction={
        canAccess('serviceSettingEdit')
          ? (service) => (
              <Button
                component={Link}
                to={routePath('serviceSettingEdit', { subdomain: service.subdomain })}
                size="compact-sm"
                variant="default"
                aria-label={formatMessage(ja.services.settingsOfLabel, { name: service.name })}
              >
                {ja.services.settingsOf}
              </Button>
            )
          : undefined
      }
      actions={
        canAccess('serviceSettingList') && (
          <Button component={Link} to={routePath('serviceSettingList')} variant="default">
            {ja.services.settingsLink}
          </Button>
        )
      }
      testId="service-table"
    />
  );
}
