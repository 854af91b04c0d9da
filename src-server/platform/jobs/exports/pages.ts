/** What keysetPages needs of a page: the key of its last row, and whether more may follow. */
export interface KeysetPage {
  /** Null for an empty page. */
  lastKey: number | null;
  /** The page was short of its limit: nothing follows it. */
  isLast: boolean;
}

/**
 * The pages of a keyset-paged query, each fetched while the previous one is being written, so
 * the database works while the CSV is formatted. At most two pages are in memory.
 */
export async function* keysetPages<Page extends KeysetPage>(
  fetchPage: (after: number | null) => Promise<Page>,
): AsyncGenerator<Page> {
  let next: Promise<Page> | null = fetchPage(null);
  try {
    while (next) {
      const page: Page = await next;
      if (page.lastKey === null) return;
      next = page.isLast ? null : fetchPage(page.lastKey);
      yield page;
    }
  } finally {
    // The consumer stopped early: the prefetched page is dropped, and so is its failure.
    next?.catch(() => undefined);
  }
}
