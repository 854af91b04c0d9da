import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ja } from '@shared/messages';

/** A contract's or an estimate product's row actions: 編集 (its edit screen) and 削除 (asks first). */
export function RowEditDeleteButtons({ editPath, onDelete }: { editPath: string; onDelete: () => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="compact-sm" variant="default" component={Link} to={editPath}>
        {ja.contracts.list.edit}
      </Button>
      <Button size="compact-sm" variant="default" color="red" onClick={onDelete}>
        {ja.contracts.list.delete}
      </Button>
    </Group>
  );
}
