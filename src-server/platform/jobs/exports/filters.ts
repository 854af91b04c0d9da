import { formatMessage } from '@shared/messages';
import { ja } from '@shared/messages';
import type { ParsedFilters } from './definition';

const FILTER_LABELS: Record<string, string> = { ...ja.fields, ...ja.server.fields };

/** Cancels an export whose filter `name` has a value the list would not accept. */
export function invalidFilter(name: string): ParsedFilters<never> {
  return {
    ok: false,
    message: formatMessage(ja.server.exportFilterInvalid, { name: FILTER_LABELS[name] ?? name }),
  };
}
