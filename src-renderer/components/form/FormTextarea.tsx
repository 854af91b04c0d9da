import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import { get, useFormState } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldLabel } from './FormField';
import { registerNormalized } from './registerNormalized';

type BoundProps = 'label' | 'required' | 'error' | 'name' | 'autosize' | 'form';

export interface FormTextareaProps<T extends FieldValues, O> extends Omit<TextareaProps, BoundProps> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** Shows the 「必須」 badge (the schema decides what is required). */
  required?: boolean;
  /** Applied to what was typed when the field loses focus (emoji removed and trimmed, for example). */
  normalise?: (value: string) => string;
}

/**
 * A free-text field of a form: it grows with its text (from minRows up to maxRows), has its label with 「必須」 above it and its
 * error under it, and is registered with the form (normalised on blur where the form asks).
 */
export function FormTextarea<T extends FieldValues, O>({
  form,
  name,
  label,
  required = false,
  normalise,
  ...textarea
}: FormTextareaProps<T, O>) {
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return (
    <Textarea
      label={<FieldLabel required={required}>{label}</FieldLabel>}
      autosize
      error={error?.message}
      {...textarea}
      {...(normalise ? registerNormalized(form, name, normalise) : form.register(name))}
    />
  );
}
