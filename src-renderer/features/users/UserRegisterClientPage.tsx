import { ClientUserForm } from './ClientUserForm';
import { RouteScreen } from '../../components/routing/RouteScreen';

/** `/setting/user/register/client`. */
export default function UserRegisterClientPage() {
  return (
    <RouteScreen>
      <ClientUserForm />
    </RouteScreen>
  );
}
