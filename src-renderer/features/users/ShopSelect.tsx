import { Select } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../components/form/FormField';
import { useShopOptions } from './useShopOptions';

interface ShopValues {
  subdomain: string | null;
  organizationId: number | string | boolean | null | undefined;
}

/** A shop user's shop (organizationId), among the shops of the chosen service. */
export function ShopSelect() {
  const form = useFormContext<ShopValues>();
  const subdomain = form.watch('subdomain') || null;
  const shops = useShopOptions(subdomain);
  const hint = !subdomain
    ? ja.users.chooseServiceFirst
    : shops.data?.length === 0
      ? ja.users.noShops
      : undefined;
  return (
    <Controller
      control={form.control}
      name="organizationId"
      render={({ field, fieldState }) => (
        <Select
          label={<FieldLabel required>{ja.forms.user.organizationId}</FieldLabel>}
          description={hint}
          data={shops.data ?? []}
          value={
            field.value === null || field.value === undefined || field.value === ''
              ? null
              : String(field.value)
          }
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          searchable
          disabled={!subdomain || shops.isPending}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
