import { Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, get, useFormContext } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { ACCOUNTING_FILE_CHOICES, ACCOUNTING_NAME_LIMITS, JOURNAL_CATEGORIES } from '@shared/constants';
import type { AccountingTarget } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import type { AccountingSettingsFormInput } from '@shared/validation';
import { FieldLabel } from '../../components/form/FormField';
import { AccountingNameTable } from './AccountingNameTable';

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
      <AccountingNameTable
        title={freee ? labels.receivablesFreee : labels.receivables}
        hint={freee ? labels.receivablesFreeeHint : undefined}
        rowHeader={labels.columns.category}
        withAccount={!freee}
        subHeader={subLabel}
        rows={JOURNAL_CATEGORIES.map((category) => {
          const name = texts.categories[category];
          return {
            key: category,
            label: name,
            account: freee
              ? undefined
              : {
                  name: `${base}.receivables.${category}.account`,
                  label: formatMessage(fields.account, { name }),
                },
            subAccount: {
              name: `${base}.receivables.${category}.subAccount`,
              label: formatMessage(freee ? fields.partner : fields.subAccount, { name }),
            },
          };
        })}
      />
      <AccountingNameTable
        title={labels.salesAndCancellations}
        hint={labels.cancellationsHint}
        withAccount
        subHeader={itemLabel}
        rows={(['sales', 'cancellations'] as const).map((kind) => ({
          key: kind,
          label: labels[kind],
          account: {
            name: `${base}.${kind}.account`,
            label: formatMessage(fields.account, { name: labels[kind] }),
          },
          subAccount: {
            name: `${base}.${kind}.subAccount`,
            label: formatMessage(freee ? fields.item : fields.subAccount, { name: labels[kind] }),
          },
        }))}
      />
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
