import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import type { ServiceSettingFormInput } from '@shared/validation';
import { FieldLabel } from '../../components/form/FormField';
import { FormSelect } from '../../components/form/FormSelect';
import { MONOSPACE_INPUT } from '../../components/form/inputStyles';
import { registerNormalized } from '../../components/form/registerNormalized';
import { useCompanyOptions } from './useCompanyOptions';

const labels = ja.forms.service;

interface ServiceBasicFieldsProps {
  /** An existing service keeps its subdomain: the console's and the app's URLs are built on it. */
  editing: boolean;
  /** A client user cannot hand its service to another company. */
  clientLocked: boolean;
}

/** The service's name, its client company and its subdomain. */
export function ServiceBasicFields({ editing, clientLocked }: ServiceBasicFieldsProps) {
  const form = useFormContext<ServiceSettingFormInput>();
  const errors = form.formState.errors;
  const companies = useCompanyOptions();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput
        label={<FieldLabel required>{labels.name}</FieldLabel>}
        error={errors.name?.message}
        autoFocus
        {...form.register('name')}
      />
      <FormSelect
        control={form.control}
        name="clientId"
        label={labels.clientId}
        required
        description={clientLocked ? ja.serviceSettings.clientLocked : undefined}
        data={companies.data ?? []}
        searchable
        disabled={clientLocked || companies.isPending}
      />
      <TextInput
        label={<FieldLabel required>{labels.subdomain}</FieldLabel>}
        description={editing ? ja.serviceSettings.subdomainLocked : ja.serviceSettings.subdomainHint}
        styles={MONOSPACE_INPUT}
        autoComplete="off"
        readOnly={editing}
        error={errors.subdomain?.message}
        {...registerNormalized(form, 'subdomain', (value) => toHalfWidth(value).trim())}
      />
    </SimpleGrid>
  );
}
