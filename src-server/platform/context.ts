import type { Database } from './db/client';
import type { Clock, ServerSettings } from './settings';

/** What every route module needs; built once per app. */
export interface AppContext {
  db: Database;
  clock: Clock;
  settings: ServerSettings;
}
