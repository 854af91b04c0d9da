import { DateTimePicker } from '@mantine/dates';
import type { DateTimePickerProps } from '@mantine/dates';
import { ja } from '@shared/messages';

/** dayjs format of the shown date and time (UI guidelines: yyyy/MM/dd HH:mm). */
const DATE_TIME_INPUT_FORMAT = 'YYYY/MM/DD HH:mm';

type DateTimeFieldProps = Pick<
  DateTimePickerProps,
  | 'label'
  | 'description'
  | 'error'
  | 'name'
  | 'onBlur'
  | 'required'
  | 'clearable'
  | 'minDate'
  | 'w'
  | 'disabled'
> & {
  /** The Tokyo date and time as `yyyy-MM-dd HH:mm[:ss]`; '' or null when none is chosen. */
  value: string | null;
  onChange: (dateTime: string) => void;
};

/**
 * A date-and-time field beside DateField (a scheduled push): shows `yyyy/MM/dd HH:mm` and opens
 * the Japanese calendar with a time input; the value is the string the API reads as Tokyo time.
 */
export function DateTimeField({ value, onChange, ...props }: DateTimeFieldProps) {
  return (
    <DateTimePicker
      {...props}
      value={value || null}
      onChange={(dateTime) => onChange(dateTime ?? '')}
      valueFormat={DATE_TIME_INPUT_FORMAT}
      clearable={props.clearable ?? !props.required}
      clearButtonProps={{ 'aria-label': ja.actions.clearDate }}
      submitButtonProps={{ 'aria-label': ja.actions.decideDateTime }}
    />
  );
}
