import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ReactElement } from 'react';
import { renderWithMantine } from './render';

/**
 * Renders an input bound to a form that starts from `saved`; gives the form, to read what the
 * input kept and to set errors on it.
 */
export function renderBoundField<Values extends FieldValues>(
  saved: DefaultValues<Values>,
  draw: (form: UseFormReturn<Values>) => ReactElement,
): () => UseFormReturn<Values> {
  let form: UseFormReturn<Values> | undefined;
  function Harness() {
    form = useForm<Values>({ defaultValues: saved });
    return draw(form);
  }
  renderWithMantine(<Harness />);
  return () => form!;
}
