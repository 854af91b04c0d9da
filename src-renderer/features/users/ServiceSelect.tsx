import { Select } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../components/form/FormField';
import { useServiceOptions } from '../../components/services/useServiceOptions';

/** The service a client or shop user belongs to (its subdomain); changing it calls `onChange`. */
export function ServiceSelect({ onChange }: { onChange?: () => void }) {
  const form = useFormContext<{ subdomain: string | null }>();
  const services = useServiceOptions();
  return (
    <Controller
      control={form.control}
      name="subdomain"
      render={({ field, fieldState }) => (
        <Select
          label={<FieldLabel required>{ja.forms.user.subdomain}</FieldLabel>}
          data={services.data ?? []}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            onChange?.();
          }}
          onBlur={field.onBlur}
          searchable
          disabled={services.isPending}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
