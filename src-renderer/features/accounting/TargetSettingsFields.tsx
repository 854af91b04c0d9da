import { Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Controller, get, useFormContext } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { ACCOUNTING_FILE_CHOICES, ACCOUNTING_NAME_LIMITS, JOURNAL_CATEGORIES } from '@shared/constants';
import type { AccountingTarget } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import type { AccountingSettingsFormInput } from '@shared/validation';
import { FieldLabel } from '../../components/form/FormField';
import { AccountingNameCell } from './AccountingNameCell';

const texts = ja.accounting;
const labels = texts.settingsPage;
const fields = labels.fields;

type Name = FieldPath<AccountingSettingsFormInput>;
/**
 * One software's names: the receivable of each payment method (freee: its 取引先, freee books the
 * 売掛金 itself), the sales and cancellation accounts, the tax categories as the software spells
 * them, and the file's encoding and line ends where the software offers a choice.
 */
export function TargetSettingsFields({ target }: { target: AccountingTarget }) {
  const form = useFormContext<AccountingSettingsFormInput>();
  const freee = target === 'freee';
  const base = `targets.${target}` as const;
  const subLabel = freee ? labels.columns.partner : labels.columns.subAccount;
  const itemLabel = freee ? labels.columns.item : labels.columns.subAccount;
  const limits = ACCOUNTING_NAME_LIMITS[target];
  const choices = ACCOUNTING_FILE_CHOICES[target];
  const taxNames = (
    [
      ...(freee ? [] : [['receivable', fields.receivableTax]]),
      ['sales10', fields.sales10],
      ['sales8', fields.sales8],
      ['cancellations10', fields.cancellations10],
      ['cancellations8', fields.cancellations8],
    ] as const
  ).map(([key, label]) => ({ name: `${base}.taxCategories.${key}` as Name, label }));
  const error = (name: Name) =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

  return (
    <Stack gap="lg">
      {limits.account.bytes !== undefined && (
        <Text size="sm" c="dimmed">
          {formatMessage(labels.limitHint, {
            account: limits.account.chars,
            subAccount: limits.subAccount.chars,
            bytes: limits.account.bytes,
          })}
        </Text>
      )}
      <Stack gap="xs">
        <Title order={4} size="h6">
          {freee ? labels.receivablesFreee : labels.receivables}
        </Title>
        {freee && (
          <Text size="sm" c="dimmed">
            {labels.receivablesFreeeHint}
          </Text>
        )}
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={180}>{labels.columns.category}</Table.Th>
                {!freee && (
                  <Table.Th>
                    <FieldLabel required>{labels.columns.account}</FieldLabel>
                  </Table.Th>
                )}
                <Table.Th>{subLabel}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {JOURNAL_CATEGORIES.map((category) => {
                const name = texts.categories[category];
                return (
                  <Table.Tr key={category}>
                    <Table.Td>{name}</Table.Td>
                    {!freee && (
                      <AccountingNameCell
                        name={`${base}.receivables.${category}.account`}
                        label={formatMessage(fields.account, { name })}
                      />
                    )}
                    <AccountingNameCell
                      name={`${base}.receivables.${category}.subAccount`}
                      label={formatMessage(freee ? fields.partner : fields.subAccount, { name })}
                    />
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs">
        <Title order={4} size="h6">
          {labels.salesAndCancellations}
        </Title>
        <Text size="sm" c="dimmed">
          {labels.cancellationsHint}
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={180} />
                <Table.Th>
                  <FieldLabel required>{labels.columns.account}</FieldLabel>
                </Table.Th>
                <Table.Th>{itemLabel}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(['sales', 'cancellations'] as const).map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Td>{labels[kind]}</Table.Td>
                  <AccountingNameCell
                    name={`${base}.${kind}.account`}
                    label={formatMessage(fields.account, { name: labels[kind] })}
                  />
                  <AccountingNameCell
                    name={`${base}.${kind}.subAccount`}
                    label={formatMessage(freee ? fields.item : fields.subAccount, { name: labels[kind] })}
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs">
        <Title order={4} size="h6">
          {labels.taxCategories}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {taxNames.map(({ name, label }) => (
            <TextInput
              key={name}
              label={<FieldLabel required={!name.endsWith('receivable')}>{label}</FieldLabel>}
              error={error(name)}
              {...form.register(name)}
              data-testid={name}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={4} size="h6">
          {labels.file}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {(
            [
              ['encoding', labels.encoding, choices.encodings, texts.encodings],
              ['lineEnding', labels.lineEnding, choices.lineEndings, texts.lineEndings],
            ] as const
          ).map(([key, label, values, names]) => (
            <Controller
              key={key}
              control={form.control}
              name={`${base}.${key}`}
              render={({ field }) => (
                <Select
                  label={label}
                  description={key === 'encoding' && values.length === 1 ? labels.fixedEncoding : undefined}
                  data={values.map((value) => ({
                    value,
                    label: (names as Record<string, string>)[value] ?? value,
                  }))}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  allowDeselect={false}
                  disabled={values.length === 1}
                  error={error(`${base}.${key}`)}
                  data-testid={`${base}.${key}`}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
