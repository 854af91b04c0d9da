import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MAX_RECEPTION_EMAILS } from '@shared/constants';
import { toHalfWidth } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { FieldLabel } from '../../components/form/FormField';

interface ReceptionEmailsFieldProps {
  value: string[];
  onChange: (emails: string[]) => void;
  /** The list's messages (at least one, at most the maximum, each address's format). */
  errors: string[];
}

const label = ja.forms.storeSettings.receptionEmails;

/**
 * The reception e-mail addresses: one row each, always at least one row, at most the shared
 * maximum. Blank rows are dropped by the schema when the form is sent.
 */
export function ReceptionEmailsField({ value, onChange, errors }: ReceptionEmailsFieldProps) {
  const rows = value.length > 0 ? value : [''];
  const change = (index: number, email: string) =>
    onChange(rows.map((row, at) => (at === index ? email : row)));
  const remove = (index: number) => onChange(rows.filter((_, at) => at !== index));

  return (
    <Stack gap="xs" data-testid="reception-emails">
      <FieldLabel required>{label}</FieldLabel>
      <Text size="sm" c="dimmed">
        {formatMessage(ja.storeSettings.receptionLead, { max: MAX_RECEPTION_EMAILS })}
      </Text>
      {rows.map((email, index) => (
        <Group key={index} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={formatMessage(ja.storeSettings.receptionEmailNumber, { count: index + 1 })}
            value={email}
            inputMode="email"
            w={420}
            error={errors.length > 0}
            onChange={(event) => change(index, event.currentTarget.value)}
            onBlur={(event) => change(index, toHalfWidth(event.currentTarget.value).trim())}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={ja.storeSettings.removeReceptionEmail}
            title={ja.storeSettings.removeReceptionEmail}
            disabled={rows.length <= 1}
            onClick={() => remove(index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {errors.map((message) => (
        <Text key={message} size="xs" c="red" role="alert">
          {message}
        </Text>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={rows.length >= MAX_RECEPTION_EMAILS}
          onClick={() => onChange([...rows, ''])}
        >
          {ja.storeSettings.addReceptionEmail}
        </Button>
      </Group>
    </Stack>
  );
}
