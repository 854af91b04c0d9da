/**
 * The pages of a keyset-paged query, each fetched while the previous one is being written, so
 * the database works while the CSV is formatted. At most two pages are in memory.
 */
export async function* keysetPages<Row>(
  fetchPage: (after: number | null) => Promise<Row[]>,
  keyOf: (row: Row) => number,
  limit: number,
): AsyncGenerator<Row[]> {
  let next = fetchPage(null);
  try {
    for (;;) {
      const rows = await next;
      const last = rows[rows.length - 1];
      if (last === undefined) return;
      next = rows.length < limit ? Promise.resolve([]) : fetchPage(keyOf(last));
      yield rows;
    }
  } finally {
    // The consumer stopped early: the prefetched page is dropped, and so is its failure.
    next.catch(() => undefined);
  }
}
