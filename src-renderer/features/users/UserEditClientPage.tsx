import { ClientUserForm } from './ClientUserForm';
import { UserEditFrame } from './UserEditFrame';

/** `/setting/user/edit/client/{id}`. */
export default function UserEditClientPage() {
  return (
    <UserEditFrame route="userEditClient">
      {(user, reload) => <ClientUserForm key={user.updatedAt} user={user} onReload={reload} />}
    </UserEditFrame>
  );
}
