import { Text, Tooltip } from '@mantine/core';
import { TRUNCATE_DEFAULT_LENGTH } from '@shared/constants';
import { truncate } from '@shared/format';

/** Shortens a long text with an ellipsis and shows the whole text on hover. */
export function TruncatedText({ text, maxLength = TRUNCATE_DEFAULT_LENGTH }: { text: string; maxLength?: number }) {
  const shown = truncate(text, maxLength);
  if (shown === text) return <Text span>{text}</Text>;
  return (
    <Tooltip label={text} multiline maw={420} withinPortal>
      <Text span tabIndex={0} aria-label={text}>
        {shown}
      </Text>
    </Tooltip>
  );
}
