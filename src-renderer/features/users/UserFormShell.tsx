import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { FormPageShell } from '../../components/form/FormPageShell';
import type { FormPageShellPage } from '../../components/form/FormPageShell';

interface UserFormShellProps<T extends FieldValues, O> {
  page: FormPageShellPage<T, O>;
  editing: boolean;
  onReload?: () => void;
  children: ReactNode;
}

/** The frame of every user form: the form page shell with 戻る to the user list and 登録 or 更新. */
export function UserFormShell<T extends FieldValues, O>({
  page,
  editing,
  onReload,
  children,
}: UserFormShellProps<T, O>) {
  return (
    <FormPageShell
      page={page}
      submitLabel={editing ? ja.actions.update : ja.actions.register}
      onReload={onReload}
      maw={960}
      back={{ to: routePath('userList'), label: ja.actions.back }}
    >
      {children}
    </FormPageShell>
  );
}
