import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FormField';

export interface FormSegmentedControlProps<Values extends FieldValues, Context, Output> {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  label: string;
  /** Shows the 「必須」 badge (the schema decides what is required). */
  required?: boolean;
  data: { value: string; label: string }[];
  /** The segment shown while the field holds nothing yet. */
  fallback?: string | number;
  /** What the form keeps for a segment (by default the segment's value itself). */
  toValue?: (segment: string) => unknown;
  w?: MantineSize | number;
}

/**
 * A SegmentedControl bound to a react-hook-form field: its label (with 「必須」) above it and as its
 * accessible name, the saved value shown as its segment whatever its type, the choice kept as the
 * form wants it, and the field's error under it.
 */
export function FormSegmentedControl<Values extends FieldValues, Context, Output>({
  control,
  name,
  label,
  required = false,
  data,
  fallback = '',
  toValue,
  w,
}: FormSegmentedControlProps<Values, Context, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Stack gap={4}>
      <FieldLabel required={required}>{label}</FieldLabel>
      <SegmentedControl
        aria-label={label}
        value={String(field.value ?? fallback)}
        onChange={(segment) => field.onChange(toValue ? toValue(segment) : segment)}
        data={data}
        w={w}
      />
      {fieldState.error && (
        <Text size="xs" c="red">
          {fieldState.error.message}
        </Text>
      )}
    </Stack>
  );
}
