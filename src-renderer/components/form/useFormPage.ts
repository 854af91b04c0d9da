import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { useAlertStore } from '../../platform/alerts/useAlerts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface FormPageOptions<S extends FormSchema, Result> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The write; resolves with the answer or throws a CallError. */
  submit: (values: z.output<S>) => Promise<Result>;
  /** Shown as a success alert after the write: a fixed text, or taken from the answer. */
  successMessage?: string | ((result: Result) => string);
  onSuccess?: (result: Result, values: z.output<S>) => void | Promise<void>;
}

export interface FormPage<S extends FormSchema, Result> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** Pass to <form onSubmit>. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The button-loading flag: set while the write runs. */
  submitting: boolean;
  /** The 409 message while the record changed under the user; the page offers a reload. */
  conflict: string | null;
  clearConflict: () => void;
  lastResult: Result | undefined;
}

/**
 * The form holds a field of this name: a top-level one, or a nested one the server names with
 * dots (`targets.yayoi.sales.account`), as react-hook-form names it too.
 */
export function hasField(values: object, name: string): boolean {
  let node: unknown = values;
  for (const segment of name.split('.')) {
    if (node === null || typeof node !== 'object' || !(segment in node)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

/**
 * The form mechanics every screen shares: zod schema from src-shared, earlier alerts cleared on
 * each write, server 400/422 errors on their fields and as alerts (image fields as the image
 * alert), the first invalid field focused, 409 kept for a reload.
 */
export function useFormPage<S extends FormSchema, Result>(
  options: FormPageOptions<S, Result>,
): FormPage<S, Result> {
  type Input = z.input<S>;
  const form = useForm<Input, unknown, z.output<S>>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const alerts = useAlertStore();
  const handleFailure = useFailureHandler();
  const [conflict, setConflict] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: options.submit,
    onMutate: () => {
      alerts.clear();
      setConflict(null);
    },
    onSuccess: async (result, values) => {
      form.reset(form.getValues());
      const message =
        typeof options.successMessage === 'function'
          ? options.successMessage(result)
          : options.successMessage;
      if (message) alerts.add({ message, type: 'success' });
      await options.onSuccess?.(result, values);
    },
    onError: (error) => {
      let focused = false;
      handleFailure(error, {
        setFieldError: (entry) => {
          if (!hasField(form.getValues(), entry.name)) return false;
          form.setError(
            entry.name as Path<Input>,
            { type: 'server', message: entry.message },
            { shouldFocus: !focused },
          );
          focused = true;
          return true;
        },
        onConflict: setConflict,
      });
    },
  });

  return {
    form,
    onSubmit: form.handleSubmit((values) =>
      mutation.mutateAsync(values).then(
        () => undefined,
        () => undefined,
      ),
    ),
    submitting: mutation.isPending,
    conflict,
    clearConflict: () => setConflict(null),
    lastResult: mutation.data,
  };
}
