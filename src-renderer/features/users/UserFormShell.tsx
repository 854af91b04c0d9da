import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { ConflictNotice } from '../../components/form/ConflictNotice';
import { FormActions } from '../../components/form/FormActions';
import { UnsavedChangesGuard } from '../../components/form/UnsavedChangesGuard';

interface UserFormShellProps<T extends FieldValues, O> {
  page: {
    form: UseFormReturn<T, unknown, O>;
    onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
    submitting: boolean;
    conflict: string | null;
  };
  editing: boolean;
  onReload?: () => void;
  children: ReactNode;
}

/** The frame of every user form: unsaved-changes guard, 409 notice, sections, back and submit. */
export function UserFormShell<T extends FieldValues, O>({
  page,
  editing,
  onReload,
  children,
}: UserFormShellProps<T, O>) {
  return (
    <FormProvider {...page.form}>
      <form noValidate onSubmit={page.onSubmit}>
        <UnsavedChangesGuard dirty={page.form.formState.isDirty && !page.submitting} />
        <Stack gap="lg" maw={960}>
          <ConflictNotice message={page.conflict} onReload={onReload ?? (() => undefined)} />
          {children}
          <FormActions
            submitLabel={editing ? ja.actions.update : ja.actions.register}
            submitting={page.submitting}
          >
            <Button component={Link} to={routePath('userList')} variant="default">
              {ja.actions.back}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
