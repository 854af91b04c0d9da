import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { ServiceListScreen } from '../../components/services/ServiceListScreen';

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
