import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';

type BoundProps = 'data' | 'value' | 'onChange' | 'allowDeselect' | 'label';

interface FilterSelectProps extends Omit<SelectProps, BoundProps> {
  label: string;
  /** The first choice, 「すべて」: the list not filtered by this ('' in the filters). */
  anyLabel: string;
  options: { value: string; label: string }[];
  /** The draft filter's value: '' for any. */
  value: string;
  onChange: (value: string) => void;
}

/** A filter panel's choice of one value or 「すべて」 (always one chosen: it cannot be emptied). */
export function FilterSelect({ anyLabel, options, value, onChange, ...select }: FilterSelectProps) {
  return (
    <Select
      {...select}
      data={[{ value: '', label: anyLabel }, ...options]}
      value={value}
      onChange={(choice) => onChange(choice ?? '')}
      allowDeselect={false}
    />
  );
}
