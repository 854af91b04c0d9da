import type { User } from '@shared/api';
import { masterUserCreateFormSchema, masterUserEditFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { UserFormShell } from './UserFormShell';
import { personFormValues } from './userFormValues';
import { useUserForm } from './useUserForm';

/**
 * A master administrator (registration, master only), or the edit of a master or a group
 * account: name, e-mail and password.
 */
export function MasterUserForm({
  user,
  lead,
  onReload,
}: {
  user?: User;
  lead?: string;
  onReload?: () => void;
}) {
  const page = useUserForm({
    schema: user ? masterUserEditFormSchema : masterUserCreateFormSchema,
    defaultValues: personFormValues(user),
    user,
    create: (values) => call('users.createMaster', values),
    update: (values) => call('users.updateMaster', values),
  });
  return <UserFormShell page={page} editing={Boolean(user)} onReload={onReload} profileLead={lead} />;
}
