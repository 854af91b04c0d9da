import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { User } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { channelKey } from '../../bridge/channelQuery';
import { useRecordEditor } from '../../components/form/useRecordEditor';

interface UserFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The user being edited; none on registration. */
  user: User | undefined;
  save: (values: z.output<S>) => Promise<{ message: string; data: User }>;
}

/** A user form: registration goes back to the list with 「ユーザーを登録しました。」, an edit stays with the saved user. */
export function useUserForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  user,
  save,
}: UserFormOptions<S>) {
  return useRecordEditor({
    schema,
    defaultValues,
    submit: save,
    successMessage: user ? ja.success.updated : ja.success.userCreated,
    invalidate: ['users.list'],
    record: user ? channelKey('users.get', { id: user.id }) : undefined,
    backTo: user ? undefined : routePath('userList'),
  });
}
