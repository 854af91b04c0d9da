import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import {
  ACCOUNTING_TARGETS,
  BUSINESS_DAY_CUTOFF_CHOICES,
  DEPARTMENT_SOURCE,
  TAX_RATES,
  YAYOI_EDITION,
} from '@shared/constants';
import { ja } from '@shared/messages';
import type { AccountingSettingsFormInput } from '@shared/validation';
import { FormSelect } from '../../components/form/FormSelect';
import { cutoffLabel } from './journalPeriod';
import { choicesOf } from '../../components/form/choicesOf';

const texts = ja.accounting;
const labels = texts.settingsPage;

const CHOICES = {
  defaultTarget: ACCOUNTING_TARGETS.map((value) => ({ value, label: texts.targets[value] })),
  businessDayCutoffMinutes: BUSINESS_DAY_CUTOFF_CHOICES.map((minutes) => ({
    value: String(minutes),
    label: cutoffLabel(minutes),
  })),
  defaultTaxRate: choicesOf(TAX_RATES, texts.taxRates),
  department: choicesOf(DEPARTMENT_SOURCE, texts.departments),
  yayoiEdition: choicesOf(YAYOI_EDITION, texts.yayoiEditions),
};

const FIELDS: { name: keyof typeof CHOICES; label: string; hint?: string; numeric?: boolean }[] = [
  { name: 'defaultTarget', label: labels.defaultTarget },
  { name: 'businessDayCutoffMinutes', label: labels.cutoff, hint: labels.cutoffHint, numeric: true },
  { name: 'defaultTaxRate', label: labels.defaultTaxRate, hint: labels.defaultTaxRateHint, numeric: true },
  { name: 'department', label: labels.department },
  { name: 'yayoiEdition', label: labels.yayoiEdition, hint: labels.yayoiEditionHint },
];

/** The settings every software shares: the default, the business day, the default rate, 部門, 弥生's product. */
export function GeneralSettingsFields() {
  const form = useFormContext<AccountingSettingsFormInput>();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {FIELDS.map(({ name, label, hint, numeric }) => (
        <FormSelect
          key={name}
          control={form.control}
          name={name as FieldPath<AccountingSettingsFormInput>}
          label={label}
          required
          description={hint}
          data={CHOICES[name]}
          toValue={(choice) => (numeric && choice !== null ? Number(choice) : choice)}
          allowDeselect={false}
          data-testid={`accounting-${name}`}
        />
      ))}
    </SimpleGrid>
  );
}
