import { describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import { couponTemplateFormSchema, fieldMessage, newsTemplateFormSchema } from '@shared/validation';

const labels = ja.customers.templates.fields;
const coupon = {
  name: '週末クーポン',
  title: '週末限定',
  content: '本文',
  requirement: '',
  attention: '',
  periodType: '0',
  availableAt: '',
  expiredAt: '',
  pushMessage: '届きました',
  linkOpenMode: '1',
};
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('push template forms', () => {
  it('takes a coupon template without a period and with its choices as strings', () => {
    const parsed = couponTemplateFormSchema.parse(coupon);
    expect(parsed).toMatchObject({ periodType: 0, linkOpenMode: 1 });
  });

  it('asks a period for both days, the first not after the last', () => {
    const missing = messagesOf(couponTemplateFormSchema.safeParse({ ...coupon, periodType: '1' }));
    expect(missing.availableAt).toBe(fieldMessage(labels.availableAt, ja.validation.required));
    expect(missing.expiredAt).toBe(fieldMessage(labels.expiredAt, ja.validation.required));
    const reversed = couponTemplateFormSchema.safeParse({
      ...coupon,
      periodType: '1',
      availableAt: '2026-12-31',
      expiredAt: '2026-12-01',
    });
    expect(reversed.success).toBe(false);
    expect(
      couponTemplateFormSchema.safeParse({
        ...coupon,
        periodType: '1',
        availableAt: '2026-12-01',
        expiredAt: '2026-12-01',
      }).success,
    ).toBe(true);
  });

  it('refuses emoji and an unknown link mode on a news template', () => {
    const errors = messagesOf(
      newsTemplateFormSchema.safeParse({ ...coupon, title: '新メニュー🎉', linkOpenMode: '9' }),
    );
    expect(errors.title).toContain(labels.title);
    expect(errors.linkOpenMode).toBe(fieldMessage(labels.linkOpenMode, ja.validation.unknownChoice));
  });
});
