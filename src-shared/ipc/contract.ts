import { z } from 'zod';
import { changePasswordRequestSchema, loginRequestSchema } from '../api/auth';
import type { CurrentUser } from '../api/account';
import type { Paginated } from '../api/common';
import { serviceListQuerySchema } from '../api/services';
import type { ServiceDetail, ServiceListItem } from '../api/services';
import type { CallResult } from './result';

/** Declares a channel: the zod schema of its request and (as a phantom) the type of its result. */
function channel<Req extends z.ZodType, Res>(request: Req): { request: Req; result?: Res } {
  return { request };
}

const noPayload = z.undefined();

/**
 * Every renderer -> main channel. Adding a channel is one entry here plus one handler
 * in src-main/core. The token never appears in any result.
 */
export const ipcContract = {
  'session.login': channel<typeof loginRequestSchema, CurrentUser>(loginRequestSchema),
  'session.current': channel<typeof noPayload, CurrentUser | null>(noPayload),
  'session.refresh': channel<typeof noPayload, CurrentUser>(noPayload),
  'session.changePassword': channel<typeof changePasswordRequestSchema, CurrentUser>(
    changePasswordRequestSchema,
  ),
  'session.logout': channel<typeof noPayload, null>(noPayload),
  'services.list': channel<typeof serviceListQuerySchema, Paginated<ServiceListItem>>(serviceListQuerySchema),
  'services.get': channel<z.ZodObject<{ idOrSubdomain: z.ZodString }>, ServiceDetail>(
    z.object({ idOrSubdomain: z.string().min(1).max(64) }),
  ),
} as const;

export type IpcContract = typeof ipcContract;
export type ChannelName = keyof IpcContract;
export type ChannelRequest<C extends ChannelName> = z.input<IpcContract[C]['request']>;
export type ChannelParsedRequest<C extends ChannelName> = z.output<IpcContract[C]['request']>;
/** The declared result type (inferred, not NonNullable: `session.current` may answer null). */
export type ChannelResult<C extends ChannelName> = IpcContract[C] extends { result?: infer R } ? R : never;
export const CHANNEL_NAMES = Object.keys(ipcContract) as ChannelName[];

/** Main -> renderer events, all carried on one channel. */
export interface BridgeEvents {
  /** The session ended without the user asking (401, 429, idle). The message is shown as an alert. */
  'session.ended': { reason: 'unauthorized' | 'rate-limited' | 'idle' | 'logout'; message: string | null };
}
export type BridgeEventName = keyof BridgeEvents;
export const BRIDGE_EVENT_NAMES: BridgeEventName[] = ['session.ended'];

/** The IPC channel names used on the wire. */
export const IPC_INVOKE_CHANNEL = 'bridge:invoke';
export const IPC_EVENT_CHANNEL = 'bridge:event';

/** What the preload exposes as window.bridge, and nothing more. */
export interface Bridge {
  invoke<C extends ChannelName>(channel: C, payload: ChannelRequest<C>): Promise<CallResult<ChannelResult<C>>>;
  on<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void;
}
