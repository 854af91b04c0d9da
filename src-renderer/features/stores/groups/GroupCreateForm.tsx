import { groupCreateRequestSchema } from '@shared/api';
import { call } from '../../../bridge/call';
import { useFormPage } from '../../../components/form/useFormPage';
import { GroupFormShell } from './GroupFormShell';
import { useRefreshGroups } from './useRefreshGroups';

interface GroupCreateFormProps {
  subdomain: string;
  onDone: () => void;
  onCancel: () => void;
}

export function GroupCreateForm({ subdomain, onDone, onCancel }: GroupCreateFormProps) {
  const refresh = useRefreshGroups();
  const page = useFormPage({
    schema: groupCreateRequestSchema,
    defaultValues: { name: '', email: '', password: '', ipAddress: '' },
    submit: (values) => call('groups.create', { ...values, subdomain }),
    successMessage: (answer) => answer.message,
    onSuccess: async () => {
      await refresh();
      onDone();
    },
  });
  return <GroupFormShell {...page} creating onReload={page.clearConflict} onCancel={onCancel} />;
}
