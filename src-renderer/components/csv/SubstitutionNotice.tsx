import { Alert, Text } from '@mantine/core';
import type { ExportSubstitutions } from '@shared/api';
import { ja } from '@shared/messages';
import { substitutionRows, substitutionSummary } from './substitutionText';

/** In the download modal: the cells written with 〓, their rows, and how to keep every character. */
export function SubstitutionNotice({ substitutions }: { substitutions: ExportSubstitutions }) {
  return (
    <Alert color="yellow" variant="light" title={ja.csv.substitutedTitle} data-testid="csv-substitutions">
      <Text size="sm">{substitutionSummary(substitutions)}</Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {substitutionRows(substitutions)}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {ja.csv.substitutedHint}
      </Text>
    </Alert>
  );
}
