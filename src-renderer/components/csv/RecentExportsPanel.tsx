import { Box, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { ja } from '@shared/messages';
import { RecentExportItem } from './RecentExportItem';
import { useRecentExports } from './useRecentExports';
import { useShowInFolder } from './useShowInFolder';

/**
 * The contents of 「最近のCSV出力」: read afresh each time it is shown. `onShown` runs once the
 * file manager shows a file; a failure keeps the list open and shows main's message as an alert.
 */
export function RecentExportsPanel({ titleId, onShown }: { titleId: string; onShown: () => void }) {
  const recent = useRecentExports();
  const showInFolder = useShowInFolder();
  const openingId = showInFolder.isPending ? showInFolder.variables : null;

  return (
    <Stack gap="xs">
      <div>
        <Title order={2} size="h5" id={titleId} tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
          {ja.csv.recentTitle}
        </Title>
        {recent.data && recent.data.length > 0 && (
          <Text size="xs" c="dimmed">
            {ja.csv.recentLead}
          </Text>
        )}
      </div>
      <Divider />
      {recent.isPending ? (
        <Box py="lg" ta="center">
          <Loader size="sm" aria-label={ja.app.loading} />
        </Box>
      ) : recent.isError ? (
        <Text size="sm" c="red.8" py="md" role="alert">
          {ja.csv.recentLoadFailed}
        </Text>
      ) : recent.data.length === 0 ? (
        <Stack gap={4} py="md" data-testid="recent-exports-empty">
          <Text size="sm">{ja.csv.recentEmpty}</Text>
          <Text size="xs" c="dimmed">
            {ja.csv.recentEmptyHint}
          </Text>
        </Stack>
      ) : (
        // Up to ten files: the list scrolls inside the popover rather than growing past the window.
        <Box
          component="ul"
          m={0}
          p={0}
          mah={360}
          style={{ listStyle: 'none', overflowY: 'auto', overscrollBehavior: 'contain' }}
          data-testid="recent-exports"
        >
          {recent.data.map((entry, index) => (
            <RecentExportItem
              key={entry.recentId}
              entry={entry}
              divided={index > 0}
              opening={openingId === entry.recentId}
              onShowInFolder={(recentId) => showInFolder.mutate(recentId, { onSuccess: onShown })}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
