import { Button, Popover } from '@mantine/core';
import { useId, useState } from 'react';
import { ja } from '@shared/messages';
import { RecentExportsIcon } from './RecentExportsIcon';
import { RecentExportsPanel } from './RecentExportsPanel';
import { useRecentExportsRefresh } from './useRecentExportsRefresh';

/** The header's 「最近のCSV出力」: the export files saved lately, each with 「フォルダを開く」. */
export function RecentExportsButton() {
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  useRecentExportsRefresh();
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={480}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<RecentExportsIcon />}
          onClick={() => setOpened((open) => !open)}
          data-testid="recent-exports-button"
        >
          {ja.csv.recentTitle}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId} data-testid="recent-exports-popover">
        <RecentExportsPanel titleId={titleId} onShown={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
