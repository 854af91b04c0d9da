import type { FieldValues } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FormPageShell } from './FormPageShell';
import type { FormPageShellPage, FormPageShellProps } from './FormPageShell';
import { RouteScreen } from '../routing/RouteScreen';

interface RecordCreateScreenProps<T extends FieldValues, O> extends Omit<
  FormPageShellProps<T, O>,
  'submitLabel' | 'page' | 'onReload'
> {
  page: FormPageShellPage<T, O> & { clearConflict: () => void };
  /** A line under the title (whose shop the record is for), null until known. */
  subtitle?: string | null;
}

/**
 * What every create screen stands on: the route's title over the form page shell, whose
 * submit button registers the record. A 409 there has no saved record to load again: its
 * notice's reload clears it, for the user to register again.
 */
export function RecordCreateScreen<T extends FieldValues, O>({
  subtitle,
  ...shell
}: RecordCreateScreenProps<T, O>) {
  return (
    <RouteScreen subtitle={subtitle}>
      <FormPageShell submitLabel={ja.actions.register} onReload={shell.page.clearConflict} {...shell} />
    </RouteScreen>
  );
}
