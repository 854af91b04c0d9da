import { Table, TextInput } from '@mantine/core';
import { get, useFormContext } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import type { AccountingSettingsFormInput } from '@shared/validation';

/** A name of the company's books, in a table cell: its label is read out, its error shown under it. */
export function AccountingNameCell({
  name,
  label,
}: {
  name: FieldPath<AccountingSettingsFormInput>;
  label: string;
}) {
  const form = useFormContext<AccountingSettingsFormInput>();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return (
    <Table.Td>
      <TextInput aria-label={label} error={error?.message} {...form.register(name)} data-testid={name} />
    </Table.Td>
  );
}
