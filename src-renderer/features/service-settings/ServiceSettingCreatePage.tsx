import { ServiceSettingForm } from './ServiceSettingForm';
import { RouteScreen } from '../../components/routing/RouteScreen';

/** `/setting/service/create` (master only). */
export default function ServiceSettingCreatePage() {
  return (
    <RouteScreen>
      <ServiceSettingForm />
    </RouteScreen>
  );
}
