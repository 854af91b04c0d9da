import { Button, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { ja } from '@shared/messages';
import type { CsvJobState } from './useCsvJobs';

/**
 * The button of CSV出力 and CSV取込: disabled while a job of its kind runs. While the job is
 * resumed on the server, a tooltip says why it takes longer; the button then stays focusable
 * (aria-disabled, clicks ignored), since a disabled button shows no tooltip.
 */
export function CsvJobButton(props: {
  state: CsvJobState;
  pending: boolean;
  onClick: () => void;
  testId: string;
  variant?: 'default' | 'filled';
  children: ReactNode;
}) {
  if (props.state !== 'resuming') {
    return (
      <Button
        variant={props.variant ?? 'default'}
        disabled={props.state === 'running'}
        loading={props.pending}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {props.children}
      </Button>
    );
  }
  return (
    <Tooltip
      label={ja.csv.resumingNotice}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      maw={320}
      withinPortal
    >
      <Button
        variant={props.variant ?? 'default'}
        data-disabled
        aria-disabled
        onClick={(event) => event.preventDefault()}
        data-testid={props.testId}
      >
        {props.children}
      </Button>
    </Tooltip>
  );
}
