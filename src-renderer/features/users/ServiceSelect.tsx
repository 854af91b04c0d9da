import { useFormContext } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FormSelect } from '../../components/form/FormSelect';
import { useServiceOptions } from '../../components/services/useServiceOptions';

/** The service a client or shop user belongs to (its subdomain); changing it calls `onChange`. */
export function ServiceSelect({ onChange }: { onChange?: () => void }) {
  const form = useFormContext<{ subdomain: string | null }>();
  const services = useServiceOptions();
  return (
    <FormSelect
      control={form.control}
      name="subdomain"
      label={ja.forms.user.subdomain}
      required
      data={services.data ?? []}
      toValue={(choice) => choice ?? ''}
      onChosen={() => onChange?.()}
      searchable
      disabled={services.isPending}
    />
  );
}
