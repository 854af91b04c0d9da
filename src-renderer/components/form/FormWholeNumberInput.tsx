import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { boundInputProps } from './boundInputProps';
import { WholeNumberInput } from './WholeNumberInput';

type BoundProps = 'label' | 'required' | 'value' | 'onChange' | 'onBlur' | 'error' | 'name';

export interface FormWholeNumberInputProps<Values extends FieldValues, Context, Output> extends Omit<
  Parameters<typeof WholeNumberInput>[0],
  BoundProps
> {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  label: string;
  /** Shows the 「必須」 badge (the schema decides what is required). */
  required?: boolean;
  /** The form keeps the number itself; by default it keeps the digits as a string, as typed text is. */
  asNumber?: boolean;
}

/**
 * A WholeNumberInput (a count or a yen amount) bound to a react-hook-form field: the saved value
 * or nothing shown, an emptied input kept as '', the field's error under it, and focus on it when
 * a submit finds it wrong.
 */
export function FormWholeNumberInput<Values extends FieldValues, Context, Output>({
  control,
  name,
  label,
  required = false,
  asNumber = false,
  ...input
}: FormWholeNumberInputProps<Values, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <WholeNumberInput
          {...input}
          {...boundInputProps(field, fieldState, { label, required })}
          value={field.value === null || field.value === undefined ? '' : (field.value as number | string)}
          onChange={(next) => field.onChange(next === '' || asNumber ? next : String(next))}
        />
      )}
    />
  );
}
