import { MasterUserForm } from './MasterUserForm';
import { RouteScreen } from '../../components/routing/RouteScreen';

/** `/setting/user/register/master`. */
export default function UserRegisterMasterPage() {
  return (
    <RouteScreen>
      <MasterUserForm />
    </RouteScreen>
  );
}
