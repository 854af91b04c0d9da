import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FormField';

/**
 * What every input bound to a form field through a Controller takes from it: its label with the
 * 「必須」 badge, the blur the form marks it touched by, the ref a wrong submit focuses, and the
 * field's error (or the one the screen gives instead).
 */
export function boundInputProps<Values extends FieldValues>(
  field: ControllerRenderProps<Values, FieldPath<Values>>,
  fieldState: ControllerFieldState,
  { label, required, error }: { label: string; required: boolean; error?: string },
) {
  return {
    label: <FieldLabel required={required}>{label}</FieldLabel>,
    onBlur: field.onBlur,
    ref: field.ref,
    error: error ?? fieldState.error?.message,
  };
}
