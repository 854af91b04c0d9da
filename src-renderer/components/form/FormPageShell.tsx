import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { ConflictNotice } from './ConflictNotice';
import { FormActions } from './FormActions';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** The parts of a `useFormPage` result the shell wires up. */
export interface FormPageShellPage<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  conflict: string | null;
}

export interface FormPageShellProps<T extends FieldValues, O> {
  page: FormPageShellPage<T, O>;
  submitLabel: string;
  /** Loads the latest record after a 409; a form that cannot conflict may leave it out. */
  onReload?: () => void;
  /** Input kept outside the form's values (a picked image) that also counts as unsaved. */
  dirtyOutsideForm?: boolean;
  /** Buttons before the submit button (削除, キャンセル). */
  actions?: ReactNode;
  /** The way back (a list, the record's detail), last before the submit button. */
  back?: { to: string; label: string };
  maw?: number;
  testId?: string;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * What every form page wraps its sections in: the form context, the unsaved-changes guard, the
 * 409 notice above the sections and the buttons below them with the submit's loading flag.
 */
export function FormPageShell<T extends FieldValues, O>({
  page,
  submitLabel,
  onReload,
  dirtyOutsideForm = false,
  actions,
  back,
  maw,
  testId,
  children,
}: FormPageShellProps<T, O>) {
  const dirty = (page.form.formState.isDirty || dirtyOutsideForm) && !page.submitting;
  return (
    <FormProvider {...page.form}>
      <form noValidate onSubmit={page.onSubmit} data-testid={testId}>
        <UnsavedChangesGuard dirty={dirty} />
        <Stack gap="lg" maw={maw}>
          <ConflictNotice message={page.conflict} onReload={onReload ?? (() => undefined)} />
          {children}
          <FormActions submitLabel={submitLabel} submitting={page.submitting}>
            {actions}
            {back && (
              <Button variant="default" component={Link} to={back.to}>
                {back.label}
              </Button>
            )}
          </FormActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
