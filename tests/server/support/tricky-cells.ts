/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows of random cells, made of the pieces that escaping and quoting care about. */
export function trickyRows(seed: number, count: number): (string | null)[][] {
  const pieces = [
    '',
    'a',
    '店舗',
    '=',
    '+',
    '-',
    '@',
    '\t',
    '\r',
    '\n',
    '"',
    ',',
    "'",
    '1',
    '5.5',
    ' ',
    '〜',
    '1,234',
    'α§Жё',
    '㈱',
    '\\.',
  ];
  const random = randomSource(seed);
  const pick = () => pieces[Math.floor(random() * pieces.length)]!;
  const cell = () =>
    random() < 0.1 ? null : Array.from({ length: Math.floor(random() * 4) }, pick).join('');
  const columnCount = 1 + Math.floor(random() * 5);
  return Array.from({ length: count }, () => Array.from({ length: columnCount }, cell));
}
