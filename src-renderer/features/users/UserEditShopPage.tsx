import { ROLE_GROUP } from '@shared/constants';
import { ja } from '@shared/messages';
import { MasterUserForm } from './MasterUserForm';
import { ShopUserForm } from './ShopUserForm';
import { UserEditFrame } from './UserEditFrame';

/** `/setting/user/edit/shop/{id}`: shop users, and group accounts (which have only name, e-mail and password). */
export default function UserEditShopPage() {
  return (
    <UserEditFrame route="userEditShop">
      {(user, reload) =>
        user.role === ROLE_GROUP ? (
          <MasterUserForm
            key={user.updatedAt}
            user={user}
            lead={ja.users.groupAccountLead}
            onReload={reload}
          />
        ) : (
          <ShopUserForm key={user.updatedAt} user={user} onReload={reload} />
        )
      }
    </UserEditFrame>
  );
}
