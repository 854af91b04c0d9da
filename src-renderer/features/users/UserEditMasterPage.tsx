import { MasterUserForm } from './MasterUserForm';
import { UserEditFrame } from './UserEditFrame';

/** `/setting/user/edit/master/{id}` (master only). */
export default function UserEditMasterPage() {
  return (
    <UserEditFrame route="userEditMaster">
      {(user, reload) => <MasterUserForm key={user.updatedAt} user={user} onReload={reload} />}
    </UserEditFrame>
  );
}
