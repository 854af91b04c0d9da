import type { CallFailure, ChannelName, ChannelRequest, ChannelResult } from '@shared/ipc';

/** A failed bridge call, thrown so TanStack Query and forms can handle it. */
export class CallError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.message);
    this.name = 'CallError';
  }

  get status(): number {
    return this.failure.status;
  }
}

/** Calls main through window.bridge; resolves with the data or throws a CallError. */
export async function call<C extends ChannelName>(channel: C, payload: ChannelRequest<C>): Promise<ChannelResult<C>> {
  const result = await window.bridge.invoke(channel, payload);
  if (!result.ok) throw new CallError(result.error);
  return result.data;
}

export function isCallError(error: unknown): error is CallError {
  return error instanceof CallError;
}
