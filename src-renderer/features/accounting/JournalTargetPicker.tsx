import { SegmentedControl, Stack, Text } from '@mantine/core';
import { ACCOUNTING_TARGETS } from '@shared/constants';
import type { AccountingTarget } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { choicesOf } from '../../components/form/choicesOf';

const texts = ja.accounting;
const TARGET_CHOICES = choicesOf(ACCOUNTING_TARGETS, texts.targets);

/** Which accounting software the file is for, and what its import calls the file. */
export function JournalTargetPicker({
  value,
  onChange,
}: {
  value: AccountingTarget;
  onChange: (target: AccountingTarget) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="journal-target-label">
        {texts.exportPage.target}
      </Text>
      <SegmentedControl
        aria-labelledby="journal-target-label"
        data={TARGET_CHOICES}
        value={value}
        onChange={(next) => onChange(next as AccountingTarget)}
        data-testid="journal-target"
      />
      <Text size="sm" c="dimmed">
        {formatMessage(texts.exportPage.format, { format: texts.targetFormats[value] })}
      </Text>
    </Stack>
  );
}
