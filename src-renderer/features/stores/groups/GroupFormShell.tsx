import { Button, Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { ja } from '@shared/messages';
import { ConflictNotice } from '../../../components/form/ConflictNotice';
import { FormActions } from '../../../components/form/FormActions';
import type { FormPageShellPage } from '../../../components/form/FormPageShell';
import { GroupFormFields } from './GroupFormFields';

interface GroupFormShellProps<T extends FieldValues, O> {
  page: FormPageShellPage<T, O>;
  creating: boolean;
  onReload: () => void;
  onCancel: () => void;
}

/** The group form's fields and buttons in the modal, shared by create and edit. */
export function GroupFormShell<T extends FieldValues, O>({
  page,
  creating,
  onReload,
  onCancel,
}: GroupFormShellProps<T, O>) {
  return (
    <FormProvider {...page.form}>
      <form noValidate onSubmit={page.onSubmit} data-testid="group-form">
        <Stack gap="md">
          <ConflictNotice message={page.conflict} onReload={onReload} />
          <GroupFormFields creating={creating} />
          <FormActions submitLabel={creating ? ja.actions.register : ja.actions.update} submitting={page.submitting}>
            <Button variant="default" onClick={onCancel}>
              {ja.actions.cancel}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
