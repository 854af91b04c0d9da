import { get, useFormState } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FormField';
import { FormDateField } from './FormDateField';

interface DateRangeFieldsProps<Values extends FieldValues, Context, Output> {
  /** A form with `startDate` and `endDate` (`yyyy-MM-dd`, '' when empty). */
  control: Control<Values, Context, Output>;
  startLabel: string;
  endLabel: string;
}

/** The first and the last day of a period (startDate, endDate), both required, each with its error. */
export function DateRangeFields<Values extends FieldValues, Context, Output>({
  control,
  startLabel,
  endLabel,
}: DateRangeFieldsProps<Values, Context, Output>) {
  const { errors } = useFormState({ control });
  const field = (name: 'startDate' | 'endDate', label: string) => (
    <FormDateField
      control={control}
      name={name as FieldPath<Values>}
      label={<FieldLabel required>{label}</FieldLabel>}
      error={(get(errors, name) as { message?: string } | undefined)?.message}
    />
  );
  return (
    <>
      {field('startDate', startLabel)}
      {field('endDate', endLabel)}
    </>
  );
}
