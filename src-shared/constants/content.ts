import type { ValueOf } from './types';

/** What a push notification, a template or a using-history row is about. */
export const CONTENT_KIND = {
  COUPON: 'coupon',
  NEWS: 'news',
} as const;
export type ContentKind = ValueOf<typeof CONTENT_KIND>;

export const MESSAGE_TYPE = {
  COUPON: 1,
  NEWS: 2,
  PUSH: 3,
} as const;
export type MessageType = ValueOf<typeof MESSAGE_TYPE>;

export const SEND_TIMING = {
  IMMEDIATELY: 1,
  SCHEDULE: 2,
} as const;
export type SendTiming = ValueOf<typeof SEND_TIMING>;

/** How the app opens a link of a top item or a message. */
export const LINK_OPEN_MODE = {
  WEBVIEW: 1,
  INAPP: 2,
} as const;
export type LinkOpenMode = ValueOf<typeof LINK_OPEN_MODE>;

/** Whether a coupon's number of uses is limited. */
export const LIMIT_TYPE = {
  NO_LIMIT: 0,
  LIMITED: 1,
} as const;
export type LimitType = ValueOf<typeof LIMIT_TYPE>;
