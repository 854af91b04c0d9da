import type { z } from 'zod';
import type { KeyValueStore } from '../ports/key-value-store';

/** What every persisted job carries: whose it is and when it was asked for. */
interface PersistedJob {
  userId: string;
  requestedAt: string;
}

/**
 * Jobs kept one a key in the key-value store, so that a restart resumes them. A value the job's
 * schema does not read (written by another version, or damaged) cannot be resumed: it is dropped.
 */
export function createPersistedJobs<Job extends PersistedJob>(store: KeyValueStore, schema: z.ZodType<Job>) {
  function read(key: string): Job | null {
    const parsed = schema.safeParse(store.get(key));
    if (parsed.success) return parsed.data;
    store.delete(key);
    return null;
  }

  /** The jobs of `userId` whose keys start with `prefix`, oldest first. */
  function listUnder(prefix: string, userId: string): Job[] {
    return store
      .keys()
      .filter((key) => key.startsWith(prefix))
      .map(read)
      .filter((job): job is Job => job !== null && job.userId === userId)
      .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
  }

  return { read, listUnder };
}
