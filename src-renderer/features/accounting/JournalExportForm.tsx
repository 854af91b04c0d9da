import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AccountingSettings } from '@shared/api';
import { CSV_EXPORT_IDS, JOURNAL_EXPORT_KINDS } from '@shared/constants';
import type { AccountingTarget } from '@shared/constants';
import { tokyoDay } from '@shared/datetime';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { CallFailureNotice } from '../../components/CallFailureNotice';
import { CsvExportButton } from '../../components/csv/CsvButtons';
import { JournalPeriodFields } from './JournalPeriodFields';
import { JournalShopFields } from './JournalShopFields';
import { JournalSummaryPanel } from './JournalSummaryPanel';
import { JournalTargetPicker } from './JournalTargetPicker';
import { cutoffLabel, initialJournalRequest, journalInputErrors, journalQueryOf } from './journalPeriod';
import type { JournalInputErrors, JournalQuery, JournalRequestInput } from './journalPeriod';
import { useJournalSummary } from './useJournalSummary';

const texts = ja.accounting;
const labels = texts.exportPage;

/**
 * The journal's software, period and shops; its summary on request, and the export through the
 * job flow (the file is saved with the native dialog when the download modal offers it).
 */
export function JournalExportForm({
  subdomain,
  settings,
}: {
  subdomain: string;
  settings: AccountingSettings;
}) {
  const [target, setTarget] = useState<AccountingTarget>(settings.defaultTarget);
  const [input, setInput] = useState<JournalRequestInput>(() =>
    initialJournalRequest(tokyoDay(new Date()) ?? ''),
  );
  const [errors, setErrors] = useState<JournalInputErrors>({});
  const [checked, setChecked] = useState<JournalQuery | null>(null);
  const summary = useJournalSummary(subdomain, target, checked);
  const query = journalQueryOf(input);

  const change = (next: Partial<JournalRequestInput>) => {
    setInput((current) => ({ ...current, ...next }));
    setErrors({});
    setChecked(null);
  };
  const validate = () => {
    const found = journalInputErrors(input);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return (
    <Stack gap="lg">
      <Text size="sm">{labels.lead}</Text>
      {settings.updatedAt === null && (
        <Alert color="yellow" variant="light" data-testid="accounting-settings-not-saved">
          {labels.notSet}{' '}
          <Anchor component={Link} to={routePath('accountingSettings', { subdomain })} size="sm">
            {labels.settingsLink}
          </Anchor>
        </Alert>
      )}
      <Paper withBorder p="lg">
        <Stack gap="lg">
          <JournalTargetPicker
            value={target}
            onChange={(next) => {
              setTarget(next);
              setChecked(null);
            }}
          />
          <JournalPeriodFields input={input} errors={errors} onChange={change} />
          <Text size="sm" c="dimmed">
            {formatMessage(labels.cutoff, { time: cutoffLabel(settings.businessDayCutoffMinutes) })}
          </Text>
          <JournalShopFields
            subdomain={subdomain}
            shopIds={input.shopIds}
            error={errors.shopIds}
            onChange={(shopIds) => change({ shopIds })}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              loading={checked !== null && summary.isFetching}
              onClick={() => {
                if (validate()) setChecked(query);
              }}
              data-testid="journal-preview"
            >
              {labels.preview}
            </Button>
            <CsvExportButton
              subdomain={subdomain}
              exportId={CSV_EXPORT_IDS[JOURNAL_EXPORT_KINDS[target]]}
              filters={{ ...query }}
              label={labels.exportButton}
              canStart={validate}
              variant="filled"
              fileChoice={false}
            />
          </Group>
        </Stack>
      </Paper>
      {checked !== null && summary.isError && (
        <CallFailureNotice error={summary.error} onRetry={() => void summary.refetch()} />
      )}
      {checked !== null && summary.data && <JournalSummaryPanel summary={summary.data.data} />}
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {labels.importStepsTitle}
          </Title>
          <Text size="sm" data-testid="journal-import-steps">
            {labels.importSteps[target]}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
