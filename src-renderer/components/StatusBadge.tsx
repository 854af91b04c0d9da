import { Badge } from '@mantine/core';

export interface StatusTone {
  color: string;
  /** A text colour that keeps WCAG AA contrast on the light badge of `color`. */
  text: string;
}

/** A status as its Japanese label on a coloured badge: the label carries the meaning, never colour alone. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <Badge
      color={tone.color}
      c={tone.text}
      variant="light"
      radius="sm"
      fw={700}
      // A narrow table must not cut the label to an ellipsis: the text is the signal.
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}
