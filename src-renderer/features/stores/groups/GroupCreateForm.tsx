import { groupCreateRequestSchema } from '@shared/api';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { GROUP_WRITE_CHANNELS } from './groupWriteChannels';
import { GroupFormShell } from './GroupFormShell';

interface GroupCreateFormProps {
  subdomain: string;
  onDone: () => void;
  onCancel: () => void;
}

export function GroupCreateForm({ subdomain, onDone, onCancel }: GroupCreateFormProps) {
  const page = useRecordEditor({
    schema: groupCreateRequestSchema,
    defaultValues: { name: '', email: '', password: '', ipAddress: '' },
    submit: (values) => call('groups.create', { ...values, subdomain }),
    invalidate: GROUP_WRITE_CHANNELS,
    onDone,
  });
  return <GroupFormShell page={page} creating onReload={page.clearConflict} onCancel={onCancel} />;
}
