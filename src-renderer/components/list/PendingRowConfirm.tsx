import { ConfirmModal } from '../ConfirmModal';
import type { PendingRowAction } from './usePendingRowAction';

/** A fixed text or flag, or one that depends on the row (a pause or a resume, a delete or a status). */
type PerRow<Row, T> = T | ((row: Row) => T);

interface PendingRowConfirmProps<Row> {
  action: PendingRowAction<Row>;
  title: PerRow<Row, string>;
  /** Names the row the action applies to (UI guidelines). */
  message: (row: Row) => string;
  confirmLabel: PerRow<Row, string>;
  /** Red confirm button for destructive actions (the default); false for a pause or a resume. */
  danger?: PerRow<Row, boolean>;
}

function forRow<Row, T>(value: PerRow<Row, T>, row: Row): T {
  return typeof value === 'function' ? (value as (row: Row) => T)(row) : value;
}

/** The confirmation of a row's pending action, open while one waits. */
export function PendingRowConfirm<Row>({
  action,
  title,
  message,
  confirmLabel,
  danger = true,
}: PendingRowConfirmProps<Row>) {
  const row = action.pending;
  if (row === null) return null;
  return (
    <ConfirmModal
      opened
      title={forRow(title, row)}
      message={message(row)}
      confirmLabel={forRow(confirmLabel, row)}
      danger={forRow(danger, row)}
      loading={action.running}
      onConfirm={action.confirm}
      onClose={action.cancel}
    />
  );
}
