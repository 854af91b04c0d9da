import { ipcContract } from '@shared/ipc/contract';
import type { ChannelName } from '@shared/ipc/contract';
import { failure } from '@shared/ipc/result';
import type { CallFailure, CallResult } from '@shared/ipc/result';
import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import {
  internalFailure,
  invalidRequestFailure,
  issuesAsErrors,
  parseWithJapaneseIssues,
  untrustedSenderFailure,
} from './call-failures';
import type { ChannelHandlers } from './channel-handlers';
import type { SenderInfo, SenderTrust } from './sender';

/** The one entry of every bridge call. It never throws. */
export type IpcRouter = (
  channel: unknown,
  payload: unknown,
  sender: SenderInfo,
) => Promise<CallResult<unknown>>;

export interface RouterDependencies {
  handlers: ChannelHandlers;
  isTrustedSender: SenderTrust;
  logger: Logger;
}

type AnyHandler = (payload: unknown) => Promise<CallResult<unknown>>;

export function createIpcRouter({ handlers, isTrustedSender, logger }: RouterDependencies): IpcRouter {
  return async (channel, payload, sender) => {
    try {
      if (!isTrustedSender(sender)) {
        logger.warn('Bridge call from an untrusted sender refused', {
          senderId: sender.senderId,
          url: originOf(sender.url),
        });
        return failure(untrustedSenderFailure());
      }
      if (!isChannelName(channel)) {
        logger.warn('Bridge call to an unknown channel refused', { channel: String(channel).slice(0, 64) });
        return failure(invalidRequestFailure([]));
      }
      const parsed = parseWithJapaneseIssues(ipcContract[channel].request, payload);
      if (!parsed.success) return failure(invalidRequestFailure(issuesAsErrors(parsed.error.issues)));
      const handler = handlers[channel] as AnyHandler;
      return toPlainResult(await handler(parsed.data));
    } catch (error) {
      // Payloads are never logged: they may hold a password.
      logger.error('Bridge handler failed', {
        channel: isChannelName(channel) ? channel : 'unknown',
        ...describeError(error),
      });
      return failure(internalFailure());
    }
  };
}

export function isChannelName(value: unknown): value is ChannelName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ipcContract, value);
}

/** Copies exactly the fields of the contract, so nothing but plain data crosses the bridge. */
function toPlainResult(result: CallResult<unknown>): CallResult<unknown> {
  if (result.ok) return { ok: true, data: result.data };
  return failure(plainFailure(result.error));
}

function plainFailure({ status, kind, message, errors }: CallFailure): CallFailure {
  return {
    status,
    kind,
    message,
    errors: errors.map(({ name, message: text }) => ({ name, message: text })),
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}
