/**
 * Codes typed into a field (ids, keys, subdomains) in the monospace font. `ff` on a Mantine
 * input would set the label's font too; this styles the input alone.
 */
export const MONOSPACE_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;
