import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatDateTime, formatNumber } from '@shared/format';
import type { RecentExport } from '@shared/ipc';
import { formatMessage, ja } from '@shared/messages';
import { substitutionRowList, substitutionRows, substitutionSummary } from './substitutionText';

/** One saved export file: its kind, name, saved time and path, and 「フォルダを開く」. */
export function RecentExportItem({
  entry,
  divided,
  opening,
  onShowInFolder,
}: {
  entry: RecentExport;
  /** A rule above the entry (every entry but the first). */
  divided: boolean;
  opening: boolean;
  onShowInFolder: (recentId: string) => void;
}) {
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      py="xs"
      style={divided ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
      data-testid="recent-export"
    >
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
            {ja.enums.csvKind[entry.kind]}
          </Badge>
          <Text size="sm" fw={600} truncate="end" data-testid="recent-export-name">
            {entry.fileName}
          </Text>
        </Group>
        {entry.substitutions && (
          <Tooltip
            label={`${substitutionSummary(entry.substitutions)} ${substitutionRows(entry.substitutions)}`}
            multiline
            maw={420}
            openDelay={300}
          >
            <Text size="xs" c="yellow.9" data-testid="recent-export-substitutions">
              {formatMessage(ja.csv.substitutedBadge, { cells: formatNumber(entry.substitutions.cells) })}
              {'（'}
              {substitutionRowList(entry.substitutions)}
              {'）'}
            </Text>
          </Tooltip>
        )}
        <Text size="xs" c="dimmed">
          {ja.csv.savedAt}{' '}
          <time dateTime={entry.savedAt} data-testid="recent-export-time">
            {formatDateTime(entry.savedAt)}
          </time>
        </Text>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {ja.csv.savedPath}
          </Text>
          <Tooltip
            label={entry.savedPath}
            multiline
            maw={420}
            openDelay={300}
            style={{ wordBreak: 'break-all' }}
          >
            <Text size="xs" c="dimmed" ff="monospace" truncate="end" data-testid="recent-export-path">
              {entry.savedPath}
            </Text>
          </Tooltip>
        </Group>
      </Stack>
      <Button
        variant="default"
        size="compact-sm"
        style={{ flexShrink: 0 }}
        loading={opening}
        onClick={() => onShowInFolder(entry.recentId)}
        aria-label={formatMessage(ja.csv.showInFolderLabel, { name: entry.fileName })}
        data-testid="recent-export-show"
      >
        {ja.csv.showInFolder}
      </Button>
    </Group>
  );
}
