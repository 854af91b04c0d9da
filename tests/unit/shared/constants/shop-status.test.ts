import { describe, expect, it } from 'vitest';
import { isJudgeable, isJudgement, SHOP_STATUS, SHOP_STATUSES, shopStatusAction } from '@shared/constants';
import { ja } from '@shared/messages';

const { UNDER_REVIEW, ACTIVE, PAUSED, ON_HOLD, REJECTED } = SHOP_STATUS;

describe('shop status', () => {
  it('has a Japanese label for every status and every action', () => {
    expect(Object.keys(ja.enums.shopStatus).map(Number).sort()).toEqual([...SHOP_STATUSES].sort());
    expect(Object.keys(ja.enums.shopStatusAction).sort()).toEqual([
      'approve',
      'hold',
      'pause',
      'reject',
      'resume',
    ]);
  });

  it('judges only shops pending review or on hold', () => {
    expect(SHOP_STATUSES.filter(isJudgeable)).toEqual([UNDER_REVIEW, ON_HOLD]);
    expect(shopStatusAction(UNDER_REVIEW, ACTIVE)).toBe('approve');
    expect(shopStatusAction(ON_HOLD, ACTIVE)).toBe('approve');
    expect(shopStatusAction(UNDER_REVIEW, REJECTED)).toBe('reject');
    expect(shopStatusAction(ON_HOLD, REJECTED)).toBe('reject');
    expect(shopStatusAction(UNDER_REVIEW, ON_HOLD)).toBe('hold');
    for (const from of [ACTIVE, PAUSED, REJECTED]) {
      for (const to of [REJECTED, ON_HOLD]) expect(shopStatusAction(from, to)).toBeNull();
    }
    expect(shopStatusAction(ON_HOLD, ON_HOLD)).toBeNull();
  });

  it('pauses active shops and resumes paused ones only', () => {
    expect(shopStatusAction(ACTIVE, PAUSED)).toBe('pause');
    expect(shopStatusAction(PAUSED, ACTIVE)).toBe('resume');
    for (const from of [UNDER_REVIEW, PAUSED, ON_HOLD, REJECTED])
      expect(shopStatusAction(from, PAUSED)).toBeNull();
    expect(shopStatusAction(REJECTED, ACTIVE)).toBeNull();
    for (const from of SHOP_STATUSES) expect(shopStatusAction(from, UNDER_REVIEW)).toBeNull();
  });

  it('tells a refused judgement from another refused change', () => {
    expect(isJudgement(REJECTED, ACTIVE)).toBe(true);
    expect(isJudgement(ACTIVE, REJECTED)).toBe(true);
    expect(isJudgement(PAUSED, ACTIVE)).toBe(false);
    expect(isJudgement(UNDER_REVIEW, PAUSED)).toBe(false);
  });
});
