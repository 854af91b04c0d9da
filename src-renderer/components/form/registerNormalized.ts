import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Registers a text input whose value is normalised with a shared input helper when the field
 * loses focus (full-width digits in a phone field, for example), so users may type it their way.
 */
export function registerNormalized<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
  normalize: (value: string) => string,
) {
  return form.register(name, {
    onBlur: (event: { target: { value: string } }) => {
      const normalized = normalize(event.target.value);
      if (normalized !== event.target.value) {
        form.setValue(name, normalized as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    },
  });
}
