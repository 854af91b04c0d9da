import { groupUpdateRequestSchema } from '@shared/api';
import type { Group } from '@shared/api';
import { call } from '../../../bridge/call';
import { useRecordEditor } from '../../../components/form/useRecordEditor';
import { GroupFormShell } from './GroupFormShell';
import { GROUP_WRITE_CHANNELS } from './groupWriteChannels';
import { useRefreshGroups } from './useRefreshGroups';

interface GroupEditFormProps {
  subdomain: string;
  group: Group;
  onDone: () => void;
  onCancel: () => void;
}

/** Edits a group; after a 409 the reload closes the form on the refreshed list. */
export function GroupEditForm({ subdomain, group, onDone, onCancel }: GroupEditFormProps) {
  const refresh = useRefreshGroups();
  const page = useRecordEditor({
    schema: groupUpdateRequestSchema,
    defaultValues: {
      name: group.name,
      email: group.email ?? '',
      password: '',
      ipAddress: group.ipAddress ?? '',
      updatedAt: group.updatedAt,
    },
    submit: (values) => call('groups.update', { ...values, subdomain, id: group.id }),
    invalidate: GROUP_WRITE_CHANNELS,
    onDone,
  });
  const reload = () => void refresh().then(onCancel);
  return <GroupFormShell page={page} creating={false} onReload={reload} onCancel={onCancel} />;
}
