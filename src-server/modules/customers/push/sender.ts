import type { MessageType } from '@shared/constants';

/** One device a push goes to. */
export interface PushTarget {
  deviceTokenId: number;
  token: string;
  /** DEVICE_PLATFORM. */
  platform: number;
}

/** What the phone shows, and what the app opens when it is tapped. */
export interface PushMessage {
  pushId: number;
  messageType: MessageType;
  templateId: number | null;
  body: string;
}

export interface PushSendResult {
  /** The devices the sender could not deliver to, with why; every other one was delivered. */
  failed: { deviceTokenId: number; error: string }[];
}

/**
 * The port the push worker hands each batch of deliveries to. A sender either answers (the
 * batch is recorded as sent, with its failures) or throws (the batch stays unsent and is
 * handed over again, by this worker after a delay or by the one that takes the push over).
 */
export interface PushSender {
  readonly name: string;
  /**
   * Whether send() is handed each device's token. A sender that keeps nothing per device (the
   * database one) says false: the worker then never reads the tokens, and hands it an empty list.
   */
  readonly needsTargets: boolean;
  send(message: PushMessage, targets: readonly PushTarget[]): Promise<PushSendResult>;
}

/**
 * The default sender: nothing leaves the server, the deliveries are recorded in the database
 * (push_deliveries, and the batch marked sent) by the worker. The demo and the tests use it.
 */
export const databasePushSender: PushSender = {
  name: 'database',
  needsTargets: false,
  send: async () => ({ failed: [] }),
};
