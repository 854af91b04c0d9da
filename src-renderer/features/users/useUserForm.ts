import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { User } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useFormPage } from '../../components/form/useFormPage';
import { useUserDetailUpdater } from './useUserDetail';
import { invalidateChannels } from '../../bridge/channelQuery';

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
  const navigate = useNavigate();
  const updateDetail = useUserDetailUpdater();
  const queryClient = useQueryClient();
  return useFormPage({
    schema,
    defaultValues,
    submit: save,
    successMessage: user ? ja.success.updated : ja.success.userCreated,
    onSuccess: async (answer) => {
      await invalidateChannels(queryClient, ['users.list']);
      if (user) updateDetail(answer.data);
      else await navigate(routePath('userList'));
    },
  });
}
