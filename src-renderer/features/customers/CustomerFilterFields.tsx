import { Select, TextInput } from '@mantine/core';
import { LINKED_FILTERS } from '@shared/api';
import { digitsOnly } from '@shared/input';
import { ja } from '@shared/messages';

const texts = ja.customers;

/** The customer list's filter values as the inputs hold them (the API's CustomerFilter). */
export type CustomerFilterValuesInput = Record<
  'name' | 'mobilePhone' | 'mailAddress' | 'linked' | 'registFrom' | 'registTo',
  string
>;

export const EMPTY_CUSTOMER_FILTERS: CustomerFilterValuesInput = {
  name: '',
  mobilePhone: '',
  mailAddress: '',
  linked: '',
  registFrom: '',
  registTo: '',
};

/** The filter inputs of the customer lists (name, mobile number, e-mail, link state, registration days). */
export function CustomerFilterFields({
  values,
  onChange,
  withLinked = true,
}: {
  values: CustomerFilterValuesInput;
  onChange: (values: CustomerFilterValuesInput) => void;
  withLinked?: boolean;
}) {
  const set = (patch: Partial<CustomerFilterValuesInput>) => onChange({ ...values, ...patch });
  return (
    <>
      <TextInput
        label={texts.list.searchName}
        description={texts.list.searchNameHint}
        value={values.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        w={220}
      />
      <TextInput
        label={texts.list.searchMobile}
        inputMode="numeric"
        value={values.mobilePhone}
        onChange={(event) => set({ mobilePhone: digitsOnly(event.currentTarget.value).slice(0, 11) })}
        w={200}
      />
      <TextInput
        label={texts.list.searchMail}
        value={values.mailAddress}
        onChange={(event) => set({ mailAddress: event.currentTarget.value })}
        w={240}
      />
      {withLinked && (
        <Select
          label={texts.fields.linked}
          data={[
            { value: '', label: texts.linkedState.all },
            ...LINKED_FILTERS.map((value) => ({ value, label: texts.linkedState[value] })),
          ]}
          value={values.linked}
          onChange={(value) => set({ linked: value ?? '' })}
          allowDeselect={false}
          w={140}
        />
      )}
      <TextInput
        type="date"
        label={texts.fields.registFrom}
        value={values.registFrom}
        onChange={(event) => set({ registFrom: event.currentTarget.value })}
        w={170}
      />
      <TextInput
        type="date"
        label={texts.fields.registTo}
        value={values.registTo}
        onChange={(event) => set({ registTo: event.currentTarget.value })}
        w={170}
      />
    </>
  );
}
