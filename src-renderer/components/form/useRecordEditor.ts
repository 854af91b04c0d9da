import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ChannelName, ChannelResult } from '@shared/ipc';
import { invalidateChannels } from '../../bridge/channelQuery';
import type { ChannelKey } from '../../bridge/channelQuery';
import { useFormPage } from './useFormPage';
import type { FormPage } from './useFormPage';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The record a detail channel answers with (`{ data: record }`). */
export type DetailRecord<D extends ChannelName> = ChannelResult<D> extends { data: infer R } ? R : never;

/**
 * What the write's answer must carry for the detail answer to be replaced by it: the detail
 * channel's own record. Without a detail channel (a create, a settings form that keeps no
 * record), any answer does.
 */
type CarriesRecord<D extends ChannelName> = [D] extends [never] ? unknown : { data: DetailRecord<D> };

export interface RecordEditorOptions<S extends FormSchema, D extends ChannelName, Result> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The write; resolves with the answer (its message is the success alert) or throws a CallError. */
  submit: (values: z.output<S>) => Promise<Result>;
  /** The channels whose answers the write changes: lists, pickers. */
  invalidate: readonly ChannelName[];
  /**
   * An edit: the key of the detail query whose answer becomes the saved record (shown at once),
   * or, when the write may move it (a renamed subdomain), the key made from the answer.
   */
  record?: ChannelKey<D> | ((answer: Result) => ChannelKey<D>);
  /** Where to go once saved (a create goes back to its list); without it the form stays. */
  backTo?: string;
  /** What the screen itself resets after a save (a picked image), before the lists are read again. */
  onSaved?: (answer: Result) => void;
  /** Once the lists are read again: close the modal, or go where the answer says. */
  onDone?: (answer: Result) => void | Promise<void>;
  /** The success alert when it is not the answer's message (an answer without one, the session's user, needs it). */
  successMessage?: string;
}

/**
 * The record form every create and edit screen shares: the form page mechanics (useFormPage),
 * the answer's message as the success alert, the channels the write changes read again, the
 * edited record's detail answer replaced by the saved one, and back to the list where asked.
 * The type says that an edit's answer carries the detail channel's record.
 */
export function useRecordEditor<
  S extends FormSchema,
  Result extends CarriesRecord<D>,
  D extends ChannelName = never,
>(options: RecordEditorOptions<S, D, Result>): FormPage<S, Result> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useFormPage({
    schema: options.schema,
    defaultValues: options.defaultValues,
    submit: options.submit,
    successMessage: (answer) => options.successMessage ?? (answer as { message?: string }).message ?? '',
    onSuccess: async (answer) => {
      options.onSaved?.(answer);
      await invalidateChannels(queryClient, options.invalidate);
      const { record } = options;
      if (record) {
        const key = typeof record === 'function' ? record(answer) : record;
        const saved = (answer as { data: unknown }).data;
        queryClient.setQueryData(key as QueryKey, (old: object | undefined) => ({ ...old, data: saved }));
      }
      await options.onDone?.(answer);
      if (options.backTo) await navigate(options.backTo);
    },
  });
}
