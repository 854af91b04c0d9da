import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { ServiceListItem } from '@shared/api';
import { ja } from '@shared/messages';
import { isRoleAllowed, routeByName, routePath } from '@shared/routes';
import { useSession } from '../../session/useSession';
import { ServiceListScreen } from '../../components/services/ServiceListScreen';

const editPath = (service: ServiceListItem) =>
  routePath('serviceSettingEdit', { subdomain: service.subdomain });

/** `/setting/service/list`: the services to set up (master: all, client: its own), and a new one for master. */
export default function ServiceSettingListPage() {
  const { data: me } = useSession();
  const canCreate = me ? isRoleAllowed(routeByName('serviceSettingCreate'), me.role) : false;
  return (
    <ServiceListScreen
      namePath={editPath}
      sortByCompanyAndShops
      rowAction={(service) => (
        <Button component={Link} to={editPath(service)} size="compact-sm" variant="default">
          {ja.serviceSettings.edit}
        </Button>
      )}
      actions={
        canCreate && (
          <Button component={Link} to={routePath('serviceSettingCreate')}>
            {ja.serviceSettings.create}
          </Button>
        )
      }
      testId="service-setting-table"
    />
  );
}
