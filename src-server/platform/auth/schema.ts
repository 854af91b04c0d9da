/**
 * The login rate limit's counters, kept in the database so every server process shares them.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One fixed window of login attempts per e-mail address (`email:…`) and per client address
 * (`ip:…`). An attempt is counted when it starts, by one upsert that locks the row, so
 * concurrent attempts can never all read the same count; a successful login gives its own
 * attempt back, failures and refused attempts stay counted until the window ends.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (table) => [index('login_throttles_window_idx').on(table.windowStartedAt)],
);
