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
  /** Registers the user. */
  create: (values: z.output<S>) => Promise<{ message: string; data: User }>;
  /** Saves the edited user: the values with its id and the version they were read at. */
  update: (values: z.output<S> & Pick<User, 'id' | 'updatedAt'>) => Promise<{ message: string; data: User }>;
}

/** A user form: registration goes back to the list with 「ユーザーを登録しました。」, an edit stays with the saved user. */
export function useUserForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  user,
  create,
  update,
}: UserFormOptions<S>) {
  return useRecordEditor({
    schema,
    defaultValues,
    submit: (values: z.output<S>) =>
      user ? update({ ...values, id: user.id, updatedAt: user.updatedAt }) : create(values),
    successMessage: user ? ja.success.updated : ja.success.userCreated,
    invalidate: ['users.list'],
    record: user ? channelKey('users.get', { id: user.id }) : undefined,
    backTo: user ? undefined : routePath('userList'),
  });
}
