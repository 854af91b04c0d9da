import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { halfWidthBeforeFormatting } from './halfWidthNumberInput';

type FixedProps = 'allowDecimal' | 'allowNegative' | 'thousandSeparator' | 'onChangeCapture' | 'inputMode';

/**
 * A count or a yen amount: whole, not negative, grouped by thousands, and digits typed with the
 * Japanese IME on (`１２０`) taken as half-width instead of vanishing. Every such field uses it, so
 * a fix to one is a fix to all.
 */
export function WholeNumberInput(props: Omit<NumberInputProps, FixedProps>) {
  return (
    <NumberInput
      inputMode="numeric"
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      onChangeCapture={halfWidthBeforeFormatting}
      {...props}
    />
  );
}
