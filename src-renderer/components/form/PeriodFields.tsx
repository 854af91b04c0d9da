import { DateField } from './DateField';

type Period = { from: string; to: string };
const ENDS = ['from', 'to'] as const;

/**
 * A range of days outside a form (a filter panel, an export's request): the first and the last
 * day as two date fields, each with its error under it.
 */
export function PeriodFields({
  values,
  errors,
  labels,
  onChange,
}: {
  values: Period;
  errors: Partial<Record<keyof Period, string>>;
  labels: Period;
  onChange: (change: Partial<Period>) => void;
}) {
  return ENDS.map((end) => (
    <DateField
      key={end}
      label={labels[end]}
      value={values[end]}
      onChange={(day) => onChange(end === 'from' ? { from: day } : { to: day })}
      error={errors[end]}
      w={170}
    />
  ));
}
