import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DateField } from './DateField';

interface FormDateFieldProps<Values extends FieldValues, Context, Output> {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  label: ReactNode;
  error?: string;
}

/** A DateField bound to a react-hook-form field holding `yyyy-MM-dd` ('' when empty). */
export function FormDateField<Values extends FieldValues, Context, Output>({
  control,
  name,
  label,
  error,
}: FormDateFieldProps<Values, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          error={error}
          name={field.name}
          value={field.value as string | Date | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
