import type { Group } from '@shared/api';
import { ja } from '@shared/messages';
import { AppModal } from '../../../components/AppModal';
import { GroupCreateForm } from './GroupCreateForm';
import { GroupEditForm } from './GroupEditForm';

interface GroupFormModalProps {
  subdomain: string;
  /** 'new' to create; a group to edit; null when closed. */
  editing: Group | 'new' | null;
  onClose: () => void;
}

/** グループ登録 / グループ編集 in a modal over the group list. */
export function GroupFormModal({ subdomain, editing, onClose }: GroupFormModalProps) {
  return (
    <AppModal
      opened={editing !== null}
      onClose={onClose}
      header={editing === 'new' ? ja.groups.createTitle : ja.groups.editTitle}
      size="lg"
    >
      {editing === 'new' && <GroupCreateForm subdomain={subdomain} onDone={onClose} onCancel={onClose} />}
      {editing !== null && editing !== 'new' && (
        <GroupEditForm
          key={editing.id}
          subdomain={subdomain}
          group={editing}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </AppModal>
  );
}
