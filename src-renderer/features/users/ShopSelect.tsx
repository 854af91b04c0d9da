import { useFormContext } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FormSelect } from '../../components/form/FormSelect';
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
    <FormSelect
      control={form.control}
      name="organizationId"
      label={ja.forms.user.organizationId}
      required
      description={hint}
      data={shops.data ?? []}
      searchable
      disabled={!subdomain || shops.isPending}
    />
  );
}
