import { describe, expect, it } from 'vitest';
import { COUPON_STATE, couponStateAt, LIMIT_TYPE } from '@shared/constants';
import { ja } from '@shared/messages';
import {
  couponCreateFormSchema,
  couponEditFormSchema,
  fieldMessage,
  lowersUsedCoupon,
  newsFormSchema,
  notBelowCurrentUsage,
} from '@shared/validation';

const labels = ja.forms.coupon;
const valid = {
  name: 'ドリンク無料',
  description: '',
  limitType: '1',
  remainingUsage: '100',
  displayNote: '会員様限定',
  noteBackground: 'navyBlue',
  title: 'ドリンク1杯無料',
  content: 'ご提示ください。',
  startDate: '2026-04-01',
  endDate: '2026-04-30',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('coupon form', () => {
  it('accepts a filled form and reads the choices as numbers', () => {
    const parsed = couponCreateFormSchema.parse(valid);
    expect(parsed).toMatchObject({
      limitType: LIMIT_TYPE.LIMITED,
      remainingUsage: 100,
      noteBackground: 'navyBlue',
    });
  });

  it('asks for a remaining count only when the uses are limited', () => {
    expect(messages(couponCreateFormSchema.safeParse({ ...valid, remainingUsage: '' }))).toEqual({
      remainingUsage: fieldMessage(labels.remainingUsage, ja.validation.required),
    });
    expect(couponCreateFormSchema.safeParse({ ...valid, limitType: '0', remainingUsage: '' }).success).toBe(
      true,
    );
  });

  it('takes the same day as start and end, and refuses an end before the start', () => {
    expect(couponCreateFormSchema.safeParse({ ...valid, endDate: '2026-04-01' }).success).toBe(true);
    expect(messages(couponCreateFormSchema.safeParse({ ...valid, endDate: '2026-03-31' }))).toEqual({
      endDate: fieldMessage(labels.endDate, ja.validation.dateRangeOrder, { start: labels.startDate }),
    });
  });

  it('refuses emoji, a colour outside the palette and a count of zero on creation', () => {
    expect(
      messages(
        couponCreateFormSchema.safeParse({
          ...valid,
          title: '無料☕️',
          noteBackground: 'gold',
          remainingUsage: '0',
        }),
      ),
    ).toEqual({
      title: fieldMessage(labels.title, ja.validation.noEmoji),
      noteBackground: fieldMessage(labels.noteBackground, ja.validation.unknownChoice),
      remainingUsage: fieldMessage(labels.remainingUsage, ja.validation.integerFrom, { min: 1 }),
    });
    expect(couponEditFormSchema.safeParse({ ...valid, remainingUsage: '0', removeImage: 0 }).success).toBe(
      true,
    );
  });
});

describe('remaining uses of a used coupon', () => {
  const limited = { limitType: LIMIT_TYPE.LIMITED, remainingUsage: 10, usedCount: 3 };

  it('may not go below the current count once used, nor turn an unlimited coupon limited', () => {
    expect(lowersUsedCoupon(limited, { limitType: LIMIT_TYPE.LIMITED, remainingUsage: 9 })).toBe(true);
    expect(lowersUsedCoupon(limited, { limitType: LIMIT_TYPE.LIMITED, remainingUsage: 10 })).toBe(false);
    expect(lowersUsedCoupon(limited, { limitType: LIMIT_TYPE.NO_LIMIT, remainingUsage: null })).toBe(false);
    const unlimited = { limitType: LIMIT_TYPE.NO_LIMIT, remainingUsage: null, usedCount: 1 };
    expect(lowersUsedCoupon(unlimited, { limitType: LIMIT_TYPE.LIMITED, remainingUsage: 999 })).toBe(true);
  });

  it('may be set to anything while unused', () => {
    expect(
      lowersUsedCoupon({ ...limited, usedCount: 0 }, { limitType: LIMIT_TYPE.LIMITED, remainingUsage: 1 }),
    ).toBe(false);
  });

  it('puts the message on the remaining count in the edit form', () => {
    const schema = couponEditFormSchema.check(notBelowCurrentUsage(limited));
    expect(messages(schema.safeParse({ ...valid, remainingUsage: '5', removeImage: 0 }))).toEqual({
      remainingUsage: fieldMessage(labels.remainingUsage, ja.validation.notBelowCurrent),
    });
  });
});

describe('coupon state', () => {
  const base = {
    status: 2,
    limitType: LIMIT_TYPE.LIMITED,
    remainingUsage: 5,
    startDate: new Date('2026-04-01T00:00:00+09:00'),
    endDate: new Date('2026-04-30T23:59:59+09:00'),
  };
  const at = (iso: string) => new Date(iso);

  it('is active from 00:00:00 of the first day to 23:59:59 of the last (Tokyo)', () => {
    expect(couponStateAt(base, at('2026-03-31T23:59:59+09:00'))).toBe(COUPON_STATE.SCHEDULED);
    expect(couponStateAt(base, at('2026-04-01T00:00:00+09:00'))).toBe(COUPON_STATE.ACTIVE);
    expect(couponStateAt(base, at('2026-04-30T23:59:59+09:00'))).toBe(COUPON_STATE.ACTIVE);
    expect(couponStateAt(base, at('2026-05-01T00:00:00+09:00'))).toBe(COUPON_STATE.ENDED);
  });

  it('says ended before paused, paused before scheduled, and exhausted when no use is left', () => {
    expect(couponStateAt({ ...base, status: 3 }, at('2026-05-02T00:00:00+09:00'))).toBe(COUPON_STATE.ENDED);
    expect(couponStateAt({ ...base, status: 3 }, at('2026-03-01T00:00:00+09:00'))).toBe(COUPON_STATE.PAUSED);
    expect(couponStateAt({ ...base, remainingUsage: 0 }, at('2026-04-10T00:00:00+09:00'))).toBe(
      COUPON_STATE.EXHAUSTED,
    );
    expect(
      couponStateAt(
        { ...base, limitType: LIMIT_TYPE.NO_LIMIT, remainingUsage: null },
        at('2026-04-10T00:00:00+09:00'),
      ),
    ).toBe(COUPON_STATE.ACTIVE);
  });
});

describe('news form', () => {
  const news = {
    title: ' 新メニュー ',
    content: '販売中です。',
    additionalContent: '',
    contentKind: 'news',
    couponId: '',
  };

  it('trims the texts and needs no coupon for plain news', () => {
    expect(newsFormSchema.parse(news)).toMatchObject({
      title: '新メニュー',
      couponId: null,
      contentKind: 'news',
    });
  });

  it('needs a coupon chosen for news about a coupon, and refuses emoji', () => {
    expect(messages(newsFormSchema.safeParse({ ...news, contentKind: 'coupon' }))).toEqual({
      couponId: fieldMessage(ja.forms.news.couponId, ja.validation.selectionRequired),
    });
    expect(messages(newsFormSchema.safeParse({ ...news, content: '🍰販売中' }))).toEqual({
      content: fieldMessage(ja.forms.news.content, ja.validation.noEmoji),
    });
  });
});
