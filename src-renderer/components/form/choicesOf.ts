/** One choice of a Select, a SegmentedControl, a filter or a tab: a code as a string, with its label. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * The choices of a fixed set of codes (a constants object such as LIMIT_TYPE, or a list of its
 * codes), each labelled from the message catalogue, in the set's order.
 */
export function choicesOf<Code extends string | number>(
  codes: Readonly<Record<string, Code>> | readonly Code[],
  labels: Readonly<Record<Code, string>>,
): Choice[] {
  const list = (Array.isArray(codes) ? codes : Object.values(codes)) as readonly Code[];
  return list.map((code) => ({ value: String(code), label: labels[code] }));
}
