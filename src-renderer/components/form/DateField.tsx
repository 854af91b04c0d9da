import { DateInput } from '@mantine/dates';
import type { DateInputProps } from '@mantine/dates';
import { parseTypedDay, tokyoDay } from '@shared/datetime';
import { ja } from '@shared/messages';

/** dayjs format of the shown day (UI guidelines: yyyy/MM/dd). */
const DATE_INPUT_FORMAT = 'YYYY/MM/DD';

type DateFieldProps = Pick<
  DateInputProps,
  | 'label'
  | 'error'
  | 'name'
  | 'onBlur'
  | 'ref'
  | 'required'
  | 'clearable'
  | 'minDate'
  | 'maxDate'
  | 'w'
  | 'disabled'
> & {
  /** The day as `yyyy-MM-dd` (or an instant, shown as its Tokyo day); '' or null when none is chosen. */
  value: string | Date | null;
  onChange: (day: string) => void;
};

/**
 * A calendar day field: shows `yyyy/MM/dd`, opens a Japanese calendar that starts on Sunday
 * (the DatesProvider in the shell), and takes a typed day in any of the usual ways.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...props}
      value={value instanceof Date ? tokyoDay(value) : value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={DATE_INPUT_FORMAT}
      dateParser={parseTypedDay}
      clearable={props.clearable ?? !props.required}
      clearButtonProps={{ 'aria-label': ja.actions.clearDate }}
    />
  );
}
