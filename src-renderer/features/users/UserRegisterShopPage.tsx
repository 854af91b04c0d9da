import { ShopUserForm } from './ShopUserForm';
import { RouteScreen } from '../../components/routing/RouteScreen';

/** `/setting/user/register/shop`. */
export default function UserRegisterShopPage() {
  return (
    <RouteScreen>
      <ShopUserForm />
    </RouteScreen>
  );
}
