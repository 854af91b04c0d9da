import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ChannelName } from '@shared/ipc';
import { invalidateChannels } from '../../bridge/channelQuery';
import type { ChannelKey } from '../../bridge/channelQuery';
import { useFormPage } from './useFormPage';
import type { FormPage } from './useFormPage';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface RecordEditorOptions<S extends FormSchema, D extends ChannelName, Result> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The write; resolves with the answer (its message is the success alert) or throws a CallError. */
  submit: (values: z.output<S>) => Promise<Result>;
  /** The channels whose answers the write changes: lists, pickers. */
  invalidate: readonly ChannelName[];
  /** An edit: the key of the detail query whose answer becomes the saved record (shown at once). */
  record?: ChannelKey<D>;
  /** Where to go once saved (a create goes back to its list); without it the form stays. */
  backTo?: string;
  /** The success alert when it is not the answer's message. */
  successMessage?: string;
  /** What the screen itself resets after a save (a picked image), before the lists are read again. */
  onSaved?: (result: Result) => void;
}

/**
 * The record form every create and edit screen shares: the form page mechanics (useFormPage),
 * the answer's message as the success alert, the channels the write changes read again, the
 * edited record's detail answer replaced by the saved one, and back to the list where asked.
 */
export function useRecordEditor<
  S extends FormSchema,
  Result extends { message: string; data?: unknown },
  D extends ChannelName = never,
>(options: RecordEditorOptions<S, D, Result>): FormPage<S, Result> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useFormPage({
    schema: options.schema,
    defaultValues: options.defaultValues,
    submit: options.submit,
    successMessage: (answer) => options.successMessage ?? answer.message,
    onSuccess: async (answer) => {
      options.onSaved?.(answer);
      await invalidateChannels(queryClient, options.invalidate);
      const { record } = options;
      if (record && answer.data !== undefined) {
        queryClient.setQueryData(record as QueryKey, (old: object | undefined) => ({
          ...old,
          data: answer.data,
        }));
      }
      if (options.backTo) await navigate(options.backTo);
    },
  });
}
