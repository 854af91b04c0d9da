import type { Database } from '../platform/db/client';
import { genres } from '../platform/db/schema';
import { GENRES } from './catalogue';

/** The genres every service chooses from; idempotent, so every start may run it. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(genres)
    .values(GENRES.map((name, index) => ({ name, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: genres.name });
}
