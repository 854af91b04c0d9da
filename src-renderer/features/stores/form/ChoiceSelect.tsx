import { useFormContext } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FormSelect } from '../../../components/form/FormSelect';
import type { StoreFormFields } from './storeFormValues';

interface ChoiceSelectProps {
  name: Path<StoreFormFields>;
  label: string;
  required?: boolean;
  data: { value: string; label: string }[];
}

/** A select of the store form whose value is a number (an id or an enumeration value) or null. */
export function ChoiceSelect({ name, label, required = false, data }: ChoiceSelectProps) {
  const form = useFormContext<StoreFormFields>();
  return (
    <FormSelect
      control={form.control}
      name={name}
      label={label}
      required={required}
      data={data}
      toValue={(choice) => (choice === null ? null : Number(choice))}
      placeholder={ja.stores.form.selectPlaceholder}
      clearable={!required}
      searchable
    />
  );
}
