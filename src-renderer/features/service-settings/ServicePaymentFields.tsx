import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { ServiceSetting } from '@shared/api';
import { digitsOnly, toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import type { ServiceSettingFormInput } from '@shared/validation';
import { FieldLabel } from '../../components/form/FormField';
import { MONOSPACE_INPUT } from '../../components/form/inputStyles';
import { registerNormalized } from '../../components/form/registerNormalized';
import { SecretField } from './SecretField';

const labels = ja.forms.service;
const halfWidth = (value: string) => toHalfWidth(value).trim();

/** The payment provider's ids and write-only passwords, and the codes the provider issued. */
export function ServicePaymentFields({ setting }: { setting: ServiceSetting | undefined }) {
  const form = useFormContext<ServiceSettingFormInput>();
  const errors = form.formState.errors;
  const code = (name: 'paymentSiteId' | 'paymentShopId' | 'serviceCode') => (
    <TextInput
      label={<FieldLabel>{labels[name]}</FieldLabel>}
      styles={MONOSPACE_INPUT}
      error={errors[name]?.message}
      {...registerNormalized(form, name, halfWidth)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {code('paymentSiteId')}
      <SecretField name="paymentSitePassword" isSet={setting ? setting.paymentSitePasswordSet : null} />
      {code('paymentShopId')}
      <SecretField name="paymentShopPassword" isSet={setting ? setting.paymentShopPasswordSet : null} />
      {code('serviceCode')}
      <TextInput
        label={<FieldLabel>{labels.kameiNo}</FieldLabel>}
        styles={MONOSPACE_INPUT}
        inputMode="numeric"
        error={errors.kameiNo?.message}
        {...registerNormalized(form, 'kameiNo', digitsOnly)}
      />
    </SimpleGrid>
  );
}
