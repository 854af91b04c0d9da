import type { ChangeEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegister, UseFormSetValue } from 'react-hook-form';

interface FormPart<T extends FieldValues> {
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
}

/**
 * Registers a text input whose value is normalised before validation (full-width digits and
 * hyphens in a phone number or postal code, UI guidelines) and shown normalised on blur.
 */
export function normalisedField<T extends FieldValues>(
  form: FormPart<T>,
  name: Path<T>,
  normalise: (value: string) => string,
) {
  return form.register(name, {
    setValueAs: (value: unknown) => (typeof value === 'string' ? normalise(value) : value),
    onBlur: (event: ChangeEvent<HTMLInputElement>) =>
      form.setValue(name, normalise(event.target.value) as PathValue<T, Path<T>>),
  });
}
