/**
 * The messages of a list field (tags, e-mail rows): the list's own message and those of its
 * items, each once. Schemas may drop blank items before checking, so an item's index need not
 * match the row on screen; forms show these messages under the list.
 */
export function listErrorMessages(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const own = error as { message?: unknown; root?: { message?: unknown } };
  const entries: unknown[] = [own, own.root, ...(Array.isArray(error) ? error : Object.values(error))];
  const messages = entries
    .map((entry) =>
      entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined,
    )
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return [...new Set(messages)];
}
