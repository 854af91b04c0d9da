import { SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Ref } from 'react';
import { INSTALMENT_OPTIONS } from '@shared/constants';
import { advanceInstalmentOptionGroups, instalmentOptions } from '@shared/format';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';

const STANDARD = new Set(INSTALMENT_OPTIONS.map(String));
const modes = ja.contracts.conditionMode;

/**
 * The payment condition: the standard instalment counts, or any count from 1 to 99 (grouped in
 * tens) — both lists end with bonus one-time and revolving, from src-shared.
 */
export function ConditionSelect({
  value,
  onChange,
  inputRef,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The select's input, for focus on the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
}) {
  const [mode, setMode] = useState<'standard' | 'any'>(
    value === '' || STANDARD.has(value) ? 'standard' : 'any',
  );
  const data =
    mode === 'standard'
      ? instalmentOptions()
      : advanceInstalmentOptionGroups().map((group) => ({ group: group.label, items: group.options }));
  return (
    <Stack gap={6}>
      <FieldLabel required>{ja.contracts.fields.condition}</FieldLabel>
      <SegmentedControl
        aria-label={ja.contracts.fields.condition}
        value={mode}
        onChange={(next) => setMode(next as 'standard' | 'any')}
        data={[
          { value: 'standard', label: modes.standard },
          { value: 'any', label: modes.any },
        ]}
        w={300}
      />
      <Select
        aria-label={ja.contracts.fields.condition}
        data={data}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
        ref={inputRef}
        error={error}
        searchable
        allowDeselect={false}
        w={240}
        maxDropdownHeight={320}
        data-testid="contract-condition"
      />
    </Stack>
  );
}
