import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { databasePushSender } from './sender';
import type { PushSender } from './sender';
import { DEFAULT_PUSH_SETTINGS } from './settings';
import type { PushSettings } from './settings';
import { PushWorker } from './worker';

export interface PushOptions {
  /** Runs this process's push worker in the background (default true). Tests turn it off and drain(). */
  worker?: boolean;
  /** Where the deliveries go: the database (default) or FCM (see fcm-sender.ts). */
  sender?: PushSender;
  settings?: Partial<PushSettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's push worker. */
    pushWorker: PushWorker;
  }
}

/** The push worker of this process, started with the app and stopped with it. */
export function installPushWorker(
  app: FastifyInstance,
  ctx: AppContext,
  options: PushOptions = {},
): PushWorker {
  const worker = new PushWorker({
    db: ctx.db,
    clock: ctx.clock,
    settings: { ...DEFAULT_PUSH_SETTINGS, ...options.settings },
    sender: options.sender ?? databasePushSender,
    log: app.log,
  });
  app.decorate('pushWorker', worker);
  if (options.worker !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return worker;
}
