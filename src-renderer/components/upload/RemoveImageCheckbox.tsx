import { Checkbox } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';

/**
 * The form's `removeImage` flag (1: the saved image goes when the form is saved) as a checkbox
 * under the saved image. It reaches the form through its context (the form page shell).
 */
export function RemoveImageCheckbox({ label }: { label: string }) {
  const { control } = useFormContext<{ removeImage?: number }>();
  return (
    <Controller
      control={control}
      name="removeImage"
      render={({ field }) => (
        <Checkbox
          size="xs"
          label={label}
          checked={field.value === 1}
          onChange={(event) => field.onChange(event.currentTarget.checked ? 1 : 0)}
        />
      )}
    />
  );
}
