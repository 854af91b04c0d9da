import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { FormPageShell } from '../../components/form/FormPageShell';
import type { FormPageShellPage } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { PersonFields } from '../../components/form/PersonFields';
import { PasswordFields } from './PasswordFields';

interface UserFormShellProps<T extends FieldValues, O> {
  page: FormPageShellPage<T, O>;
  editing: boolean;
  onReload?: () => void;
  /** A line under the person section's title (what registering this kind of user means). */
  profileLead?: string;
  /** The sections of the kind of user, between the person and the password. */
  children?: ReactNode;
}

/**
 * Every user form: the person, the sections of its kind, the password (required on
 * registration), 戻る to the user list and 登録 or 更新.
 */
export function UserFormShell<T extends FieldValues, O>({
  page,
  editing,
  onReload,
  profileLead,
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
      <FormSection title={ja.users.profileSection} lead={profileLead}>
        <PersonFields />
      </FormSection>
      {children}
      <FormSection title={ja.users.passwordSection}>
        <PasswordFields required={!editing} />
      </FormSection>
    </FormPageShell>
  );
}
