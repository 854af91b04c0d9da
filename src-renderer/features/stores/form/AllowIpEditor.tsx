import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { toHalfWidth } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { normalisedField } from '../../../components/form/normalisedField';
import type { StoreFormFields } from './storeFormValues';

const labels = ja.forms.shop;
const texts = ja.stores.form;
const halfWidth = (value: string) => toHalfWidth(value).trim();
/** The two addresses of an allowed range, each with an example. */
const IP_COLUMNS = [
  { name: 'ipAddress', placeholder: '192.168.0.1' },
  { name: 'ipRange', placeholder: '192.168.0.255' },
] as const;

/**
 * The shop's allowed IP addresses and ranges as editable rows. Removing a saved row (one with
 * an id) records its id in deletedAllowIps, so the server deletes it; the rest go as allowIps.
 */
export function AllowIpEditor() {
  const form = useFormContext<StoreFormFields>();
  // keyName: the rows carry their own `id` (the saved entry's), which the default key would hide.
  const rows = useFieldArray({ control: form.control, name: 'allowIps', keyName: 'rowKey' });
  const errors = form.formState.errors.allowIps;

  const remove = (index: number) => {
    const savedId = form.getValues(`allowIps.${index}.id`);
    if (typeof savedId === 'number') {
      const deleted = form.getValues('deletedAllowIps');
      const ids = Array.isArray(deleted) ? deleted : [];
      form.setValue('deletedAllowIps', [...ids, savedId], { shouldDirty: true });
    }
    rows.remove(index);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {labels.allowIps}
      </Text>
      <Text size="sm" c="dimmed">
        {texts.allowIpLead}
      </Text>
      {rows.fields.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="allow-ip-empty">
          {texts.allowIpEmpty}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4} data-testid="allow-ip-rows">
          <Table.Thead>
            <Table.Tr>
              {IP_COLUMNS.map(({ name }) => (
                <Table.Th key={name}>{labels[name]}</Table.Th>
              ))}
              <Table.Th w={72} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.fields.map((row, index) => (
              <Table.Tr key={row.rowKey}>
                {IP_COLUMNS.map(({ name, placeholder }) => (
                  <Table.Td key={name}>
                    <TextInput
                      aria-label={`${labels[name]} ${index + 1}`}
                      ff="monospace"
                      placeholder={placeholder}
                      error={errors?.[index]?.[name]?.message}
                      {...normalisedField(form, `allowIps.${index}.${name}`, halfWidth)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={formatMessage(texts.removeAllowIp, { row: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    {ja.actions.delete}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="default" size="xs" onClick={() => rows.append({ ipAddress: '', ipRange: '' })}>
          {texts.addAllowIp}
        </Button>
      </Group>
    </Stack>
  );
}
