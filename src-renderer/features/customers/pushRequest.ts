import type { PushCreateRequest } from '@shared/api';
import { PUSH_TARGET, SEND_TIMING } from '@shared/constants';

/** The push form's inputs as they hold them. */
export interface PushDraft {
  templateId: string;
  pushMessage: string;
  sendTiming: string;
  /** `yyyy-MM-dd HH:mm:ss` (Tokyo) from the date-time field; '' when none is chosen. */
  scheduledAt: string;
  target: string;
}

/**
 * The request of a push: a scheduled time only for a SCHEDULE push, and the customer list's
 * filter only for a FILTERED push, without the filter inputs left empty (an empty day is no day).
 */
export function pushRequest(draft: PushDraft, filter: Record<string, string> | undefined): PushCreateRequest {
  const filtered = draft.target === String(PUSH_TARGET.FILTERED) && filter;
  return {
    templateId: draft.templateId,
    pushMessage: draft.pushMessage,
    sendTiming: draft.sendTiming,
    scheduledAt: draft.sendTiming === String(SEND_TIMING.SCHEDULE) ? draft.scheduledAt : null,
    target: draft.target,
    ...(filtered
      ? { filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value.trim() !== '')) }
      : {}),
  };
}
