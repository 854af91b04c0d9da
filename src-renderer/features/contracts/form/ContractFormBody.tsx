import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, useFormContext } from 'react-hook-form';
import {
  CONTRACT_NUMBER_MAX_LENGTH,
  INTEREST_TYPE,
  INTEREST_TYPES,
  MAX_INTEGER,
  TRIAL_EXAMPLE_AMOUNT,
} from '@shared/constants';
import { formatYen } from '@shared/format';
import { filterDecimal, toHalfWidth } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { calculateTrial, trialContractOf } from '@shared/trial';
import { contractFormSchema } from '@shared/validation';
import { FieldLabel } from '../../../components/form/FormField';
import { FormSection } from '../../../components/form/FormSection';
import { registerNormalized } from '../../../components/form/registerNormalized';
import { TrialTable } from '../TrialTable';
import { ConditionSelect } from './ConditionSelect';
import type { ContractFormFields } from './contractFormValues';
import { FormWholeNumberInput } from '../../../components/form/FormWholeNumberInput';

const labels = ja.contracts.fields;

/** Focus for the radio group after a failed submit: its chosen radio, else its first. */
function focusRadio(group: HTMLElement) {
  (group.querySelector<HTMLInputElement>('input:checked') ?? group.querySelector('input'))?.focus();
}

/** The contract's terms, and what they make of an example price as the customer would see it. */
export function ContractFormBody() {
  const form = useFormContext<ContractFormFields>();
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control }) as ContractFormFields;
  const free = String(values.interestType) === String(INTEREST_TYPE.FREE);
  const parsed = contractFormSchema.safeParse(values);
  const terms = parsed.success
    ? trialContractOf({ ...parsed.data, interestType: parsed.data.interestType ?? 1 })
    : null;
  const example = terms ? calculateTrial(TRIAL_EXAMPLE_AMOUNT, terms) : null;

  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap="lg" style={{ flex: 1, minWidth: 360 }}>
        <FormSection title={ja.contracts.termsSection}>
          <TextInput
            label={<FieldLabel required>{labels.contractNumber}</FieldLabel>}
            maxLength={CONTRACT_NUMBER_MAX_LENGTH}
            error={errors.contractNumber?.message}
            autoFocus
            w={280}
            {...registerNormalized(form, 'contractNumber', (value) => toHalfWidth(value).trim())}
          />
          <Controller
            control={form.control}
            name="condition"
            render={({ field }) => (
              <ConditionSelect
                value={String(field.value ?? '')}
                onChange={field.onChange}
                inputRef={field.ref}
                error={errors.condition?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="interestType"
            render={({ field }) => (
              <Radio.Group
                label={<FieldLabel required>{labels.interestType}</FieldLabel>}
                value={String(field.value ?? '')}
                onChange={(next) => {
                  field.onChange(next);
                  if (next === String(INTEREST_TYPE.FREE))
                    form.setValue('interestRate', '0', { shouldDirty: true });
                }}
                error={errors.interestType?.message}
                ref={(group: HTMLDivElement | null) => field.ref(group && { focus: () => focusRadio(group) })}
              >
                <Stack gap="xs" mt={6}>
                  {INTEREST_TYPES.map((type) => (
                    <Radio
                      key={type}
                      value={String(type)}
                      label={ja.contracts.interestType[type]}
                      description={ja.contracts.interestTypeHint[type]}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Controller
              control={form.control}
              name="interestRate"
              render={({ field }) => (
                <TextInput
                  label={<FieldLabel required>{labels.interestRate}</FieldLabel>}
                  rightSection={<Text size="sm">%</Text>}
                  inputMode="decimal"
                  disabled={free}
                  value={String(field.value ?? '')}
                  onChange={(event) =>
                    field.onChange(filterDecimal(event.currentTarget.value, { maxLength: 5 }))
                  }
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.interestRate?.message}
                  w={160}
                />
              )}
            />
            <FormWholeNumberInput
              control={form.control}
              name="amountPayment"
              label={labels.amountPayment}
              description={ja.contracts.amountPaymentHint}
              min={0}
              max={MAX_INTEGER}
              rightSection={<Text size="sm">{ja.units.yenUnit}</Text>}
              maw={360}
            />
          </Group>
        </FormSection>
      </Stack>
      <Stack style={{ width: 420 }}>
        <TrialTable
          result={example}
          title={formatMessage(ja.contracts.trial.example, { amount: formatYen(TRIAL_EXAMPLE_AMOUNT) })}
        />
      </Stack>
    </Group>
  );
}
