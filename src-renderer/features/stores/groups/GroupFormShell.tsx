import { Button, Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ja } from '@shared/messages';
import { ConflictNotice } from '../../../components/form/ConflictNotice';
import { FormActions } from '../../../components/form/FormActions';
import { GroupFormFields } from './GroupFormFields';

interface GroupFormShellProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  creating: boolean;
  submitting: boolean;
  conflict: string | null;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  onReload: () => void;
  onCancel: () => void;
}

/** The group form's fields and buttons, shared by create and edit. */
export function GroupFormShell<T extends FieldValues>(props: GroupFormShellProps<T>) {
  return (
    <FormProvider {...props.form}>
      <form noValidate onSubmit={props.onSubmit} data-testid="group-form">
        <Stack gap="md">
          <ConflictNotice message={props.conflict} onReload={props.onReload} />
          <GroupFormFields creating={props.creating} />
          <FormActions
            submitLabel={props.creating ? ja.actions.register : ja.actions.update}
            submitting={props.submitting}
          >
            <Button variant="default" onClick={props.onCancel}>
              {ja.actions.cancel}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
