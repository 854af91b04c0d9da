import type { ChannelName, ChannelParsedRequest, ChannelResult } from '@shared/ipc/contract';
import type { CallResult } from '@shared/ipc/result';

/** The core function behind one channel; it gets the payload already parsed by the channel's schema. */
export type ChannelHandler<C extends ChannelName> = (
  payload: ChannelParsedRequest<C>,
) => Promise<CallResult<ChannelResult<C>>>;

/** One handler per channel of the contract: a channel without a handler does not compile. */
export type ChannelHandlers = { [C in ChannelName]: ChannelHandler<C> };
