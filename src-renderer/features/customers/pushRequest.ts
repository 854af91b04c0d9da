import type { PushCreateRequest } from '@shared/api';
import { PUSH_TARGET, SEND_TIMING } from '@shared/constants';

/** The push form's values: as the inputs hold them, or as the form's schema read them. */
export type PushDraft = Pick<
  PushCreateRequest,
  'templateId' | 'pushMessage' | 'sendTiming' | 'scheduledAt' | 'target'
>;

/**
 * The request of a push: a scheduled time only for a SCHEDULE push, and the customer list's
 * filter only for a FILTERED push, without the filter inputs left empty (an empty day is no day).
 */
export function pushRequest(draft: PushDraft, filter: Record<string, string> | undefined): PushCreateRequest {
  const filtered = Number(draft.target) === PUSH_TARGET.FILTERED && filter;
  return {
    templateId: draft.templateId,
    pushMessage: draft.pushMessage,
    sendTiming: draft.sendTiming,
    scheduledAt: Number(draft.sendTiming) === SEND_TIMING.SCHEDULE ? draft.scheduledAt : null,
    target: draft.target,
    ...(filtered
      ? { filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value.trim() !== '')) }
      : {}),
  };
}
