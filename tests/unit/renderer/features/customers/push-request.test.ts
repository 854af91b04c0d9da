import { describe, expect, it } from 'vitest';
import { pushCreateRequestSchema } from '@shared/api';
import { PUSH_TARGET, SEND_TIMING } from '@shared/constants';
import { pushRequest } from '../../../../../src-renderer/features/customers/pushRequest';

const draft = {
  templateId: '3',
  pushMessage: '週末のお知らせ',
  sendTiming: String(SEND_TIMING.IMMEDIATELY),
  scheduledAt: '2026-12-01 10:00:00',
  target: String(PUSH_TARGET.FILTERED),
};
const listFilter = {
  name: 'タナカ',
  mobilePhone: '',
  mailAddress: '',
  linked: '',
  registFrom: '',
  registTo: '',
};

describe('pushRequest', () => {
  it('sends the filled filter inputs only, so a filter with empty days is a valid request', () => {
    const request = pushRequest(draft, listFilter);
    expect(request.filter).toEqual({ name: 'タナカ' });
    expect(request.scheduledAt).toBeNull();
    expect(pushCreateRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends no filter to every app user, and the time only for a scheduled push', () => {
    const request = pushRequest(
      { ...draft, target: String(PUSH_TARGET.ALL), sendTiming: String(SEND_TIMING.SCHEDULE) },
      listFilter,
    );
    expect(request).not.toHaveProperty('filter');
    expect(request.scheduledAt).toBe('2026-12-01 10:00:00');
    expect(pushCreateRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves a scheduled push without a time to the schema, which names the field', () => {
    const parsed = pushCreateRequestSchema.safeParse(
      pushRequest({ ...draft, sendTiming: String(SEND_TIMING.SCHEDULE), scheduledAt: '' }, undefined),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain('scheduledAt');
  });
});
