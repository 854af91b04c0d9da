import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Clock } from '../settings';
import type { JobKinds } from './kinds';
import type { JobSettings } from './settings';

/** What the job code needs: the database, the time, its settings, a log and the kinds it serves. */
export interface JobContext {
  db: Database;
  clock: Clock;
  settings: JobSettings;
  log: FastifyBaseLogger;
  kinds: JobKinds;
}
