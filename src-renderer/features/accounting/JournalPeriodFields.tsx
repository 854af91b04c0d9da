import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { ja } from '@shared/messages';
import { PeriodFields } from '../../components/form/PeriodFields';
import type { JournalInputErrors, JournalRequestInput, PeriodMode } from './journalPeriod';

const labels = ja.accounting.exportPage;
const MODES = [
  { value: 'month', label: labels.byMonth },
  { value: 'range', label: labels.byRange },
];

/** The period of the journal: a month (the usual monthly booking) or any range of business days. */
export function JournalPeriodFields({
  input,
  errors,
  onChange,
}: {
  input: JournalRequestInput;
  errors: JournalInputErrors;
  onChange: (change: Partial<JournalRequestInput>) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="journal-period-label">
        {labels.period}
      </Text>
      <SegmentedControl
        aria-labelledby="journal-period-label"
        data={MODES}
        value={input.mode}
        onChange={(mode) => onChange({ mode: mode as PeriodMode })}
        w="fit-content"
        data-testid="journal-period-mode"
      />
      {input.mode === 'month' ? (
        <MonthPickerInput
          label={labels.month}
          value={input.month || null}
          onChange={(month) => onChange({ month: month ?? '' })}
          valueFormat="YYYY/MM"
          error={errors.month}
          w={170}
          data-testid="journal-month"
        />
      ) : (
        <Group gap="md" align="flex-start">
          <PeriodFields values={input} errors={errors} labels={labels} onChange={onChange} />
        </Group>
      )}
    </Stack>
  );
}
