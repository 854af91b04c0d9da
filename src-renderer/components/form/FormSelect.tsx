import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { boundInputProps } from './boundInputProps';

type BoundProps = 'label' | 'required' | 'value' | 'onChange' | 'onBlur' | 'error' | 'name';

export interface FormSelectProps<Values extends FieldValues, Context, Output> extends Omit<
  SelectProps,
  BoundProps
> {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  label: string;
  /** Shows the 「必須」 badge (the schema decides what is required). */
  required?: boolean;
  /** What the form keeps for a choice (by default the option's value, null once cleared). */
  toValue?: (choice: string | null) => unknown;
  /** After the form took the choice: a field that depends on it is emptied or filled in. */
  onChosen?: (choice: string | null) => void;
  /** Shown instead of the field's own error (a list that has nothing to choose from). */
  error?: string;
}

/** The option a form value stands for: numbers and ids as their string, nothing (null, '') as none. */
function selectedOption(value: unknown): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

/**
 * A Select bound to a react-hook-form field: the saved value shown as its option whatever its
 * type, the choice kept as the form wants it, the field's error under it, and focus on it when
 * a submit finds it wrong.
 */
export function FormSelect<Values extends FieldValues, Context, Output>({
  control,
  name,
  label,
  required = false,
  toValue,
  onChosen,
  error,
  ...select
}: FormSelectProps<Values, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          {...boundInputProps(field, fieldState, { label, required, error })}
          value={selectedOption(field.value)}
          onChange={(choice) => {
            field.onChange(toValue ? toValue(choice) : choice);
            onChosen?.(choice);
          }}
        />
      )}
    />
  );
}
