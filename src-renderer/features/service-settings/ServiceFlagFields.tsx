import { SimpleGrid, Switch } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { ServiceSettingFormInput } from '@shared/validation';
import { ja } from '@shared/messages';
import { SERVICE_FLAGS } from '@shared/constants';

/** The service's feature flags as switches; the API takes each as 1 or 0. */
export function ServiceFlagFields() {
  const form = useFormContext<ServiceSettingFormInput>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="service-flags">
      {SERVICE_FLAGS.map((flag) => (
        <Controller
          key={flag}
          control={form.control}
          name={flag}
          render={({ field }) => (
            <Switch
              label={ja.forms.service[flag]}
              checked={field.value === 1 || field.value === true || field.value === '1'}
              onChange={(event) => field.onChange(event.currentTarget.checked ? 1 : 0)}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
