import { Group, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { EC_SALES_TYPE } from '@shared/constants';
import { toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';
import { normalisedField } from '../../../components/form/normalisedField';
import { ChoiceSelect } from './ChoiceSelect';
import { SecretStatus } from './SecretStatus';
import type { StoreFormFields } from './storeFormValues';
import { choicesOf } from '../../../components/form/choicesOf';

const labels = ja.forms.shop;
const halfWidth = (value: string) => toHalfWidth(value).trim();

/**
 * The EC (online sales) settings. The EC password is write-only: an edit shows whether one is
 * saved and takes a new one only when typed.
 */
export function StoreEcFields({ passwordSet }: { passwordSet: boolean | null }) {
  const form = useFormContext<StoreFormFields>();
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput
        label={<FieldLabel>{labels.ecShopId}</FieldLabel>}
        ff="monospace"
        error={errors.ecShopId?.message}
        {...form.register('ecShopId')}
      />
      <PasswordInput
        label={
          <Group gap={6} component="span">
            <FieldLabel>{labels.ecShopPassword}</FieldLabel>
            {passwordSet !== null && <SecretStatus set={passwordSet} />}
          </Group>
        }
        description={passwordSet !== null ? ja.stores.form.ecPasswordHint : undefined}
        // The hint goes under the input, so the row stays level with the EC shop id beside it.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="new-password"
        error={errors.ecShopPassword?.message}
        {...form.register('ecShopPassword')}
      />
      <ChoiceSelect
        name="ecSalesType"
        label={labels.ecSalesType}
        data={choicesOf(EC_SALES_TYPE, ja.enums.ecSalesType)}
      />
      <TextInput
        label={<FieldLabel>{labels.ecAuthorizedIPAddress}</FieldLabel>}
        ff="monospace"
        placeholder="192.168.0.1"
        error={errors.ecAuthorizedIPAddress?.message}
        {...normalisedField(form, 'ecAuthorizedIPAddress', halfWidth)}
      />
      <TextInput
        label={<FieldLabel>{labels.ecRedirectUrl}</FieldLabel>}
        placeholder="https://"
        error={errors.ecRedirectUrl?.message}
        {...form.register('ecRedirectUrl')}
      />
      <TextInput
        label={<FieldLabel>{labels.ecGeneratedKey}</FieldLabel>}
        ff="monospace"
        error={errors.ecGeneratedKey?.message}
        {...form.register('ecGeneratedKey')}
      />
    </SimpleGrid>
  );
}
