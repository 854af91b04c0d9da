import { Badge, Group, PasswordInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../components/form/FormField';

type SecretName = 'paymentSitePassword' | 'paymentShopPassword';

/**
 * A write-only password of the service: the API only says whether one is saved (null on a new
 * service). Left empty, the saved one stays; typed, it replaces it.
 */
export function SecretField({ name, isSet }: { name: SecretName; isSet: boolean | null }) {
  const form = useFormContext<Record<SecretName, string | null>>();
  const label = ja.forms.service[name];
  return (
    <PasswordInput
      label={
        <Group gap={8} component="span" wrap="nowrap">
          <FieldLabel>{label}</FieldLabel>
          {isSet !== null && (
            <Badge
              size="sm"
              radius="sm"
              variant="outline"
              color={isSet ? 'teal.9' : 'gray.7'}
              component="span"
              data-testid={`${name}-state`}
            >
              {isSet ? ja.serviceSettings.secretSet : ja.serviceSettings.secretNotSet}
            </Badge>
          )}
        </Group>
      }
      placeholder={isSet ? ja.serviceSettings.secretPlaceholder : undefined}
      autoComplete="new-password"
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  );
}
