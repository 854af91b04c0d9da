import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateRangeOrder, requiredIf, sameAs, textField } from '@shared/validation';
import { fieldErrorsOf } from './support';

describe('sameAs', () => {
  const schema = z
    .object({
      email: z.string(),
      emailConfirm: z.string(),
      password: z.string(),
      passwordConfirm: z.string(),
    })
    .check(
      sameAs({ field: 'emailConfirm', other: 'email', label: 'メールアドレス（確認）', target: 'email' }),
      sameAs({
        field: 'passwordConfirm',
        other: 'password',
        label: 'パスワード（確認）',
        target: 'password',
      }),
    );

  it('passes equal values', () => {
    expect(
      fieldErrorsOf(schema, { email: 'a@b.jp', emailConfirm: 'a@b.jp', password: 'x', passwordConfirm: 'x' }),
    ).toEqual({});
  });

  it('puts the message on the confirmation field', () => {
    expect(
      fieldErrorsOf(schema, { email: 'a@b.jp', emailConfirm: 'a@c.jp', password: 'x', passwordConfirm: 'y' }),
    ).toEqual({
      emailConfirm: ['メールアドレス（確認）がメールアドレスと一致しません。'],
      passwordConfirm: ['パスワード（確認）がパスワードと一致しません。'],
    });
  });

  it('leaves an empty confirmation to the required rule', () => {
    expect(
      fieldErrorsOf(schema, { email: 'a@b.jp', emailConfirm: '', password: 'x', passwordConfirm: '' }),
    ).toEqual({});
  });
});

describe('requiredIf', () => {
  const schema = z.object({ cardTemplate: z.string().nullable(), logo: z.string(), note: z.string() }).check(
    requiredIf({
      field: 'logo',
      label: 'ロゴ',
      when: (values) => values.cardTemplate === null,
      message: 'requiredWithoutCardDesign',
    }),
    requiredIf({ field: 'note', label: '備考', when: (values) => values.cardTemplate === 'custom' }),
  );

  it('requires the field only when the condition holds', () => {
    expect(fieldErrorsOf(schema, { cardTemplate: null, logo: '', note: '' })).toEqual({
      logo: ['ロゴはカードデザインを選択しない場合は必須です。'],
    });
    expect(fieldErrorsOf(schema, { cardTemplate: 'blue', logo: '', note: '' })).toEqual({});
    expect(fieldErrorsOf(schema, { cardTemplate: null, logo: 'logo.png', note: '' })).toEqual({});
  });

  it('uses the plain required message unless told otherwise, and counts spaces as empty', () => {
    expect(fieldErrorsOf(schema, { cardTemplate: 'custom', logo: '', note: '  ' })).toEqual({
      note: ['備考を入力してください。'],
    });
  });
});

describe('dateRangeOrder', () => {
  const schema = z
    .object({ startDate: z.string(), endDate: z.string() })
    .check(dateRangeOrder({ start: 'startDate', end: 'endDate', startLabel: '開始日', endLabel: '終了日' }));
  const message = { endDate: ['終了日は開始日以降の日付を指定してください。'] };

  it('accepts an ordered range and a one-day range (start 00:00:00, end 23:59:59)', () => {
    expect(fieldErrorsOf(schema, { startDate: '2024-03-01', endDate: '2024-03-02' })).toEqual({});
    expect(fieldErrorsOf(schema, { startDate: '2024-03-01', endDate: '2024-03-01' })).toEqual({});
    expect(fieldErrorsOf(schema, { startDate: '2024/03/01 18:00', endDate: '2024/03/01 09:00' })).toEqual({});
  });

  it('rejects an end day before the start day, on the end field', () => {
    expect(fieldErrorsOf(schema, { startDate: '2024-03-02', endDate: '2024-03-01' })).toEqual(message);
    expect(fieldErrorsOf(schema, { startDate: '2025-01-01', endDate: '2024-12-31' })).toEqual(message);
  });

  it('leaves an open range alone', () => {
    expect(fieldErrorsOf(schema, { startDate: '', endDate: '2024-03-01' })).toEqual({});
    expect(fieldErrorsOf(schema, { startDate: '2024-03-01', endDate: '' })).toEqual({});
  });

  describe('with instants near midnight and the machine in another zone', () => {
    let savedZone: string | undefined;
    beforeEach(() => {
      savedZone = process.env.TZ;
      process.env.TZ = 'America/Los_Angeles';
    });
    afterEach(() => {
      process.env.TZ = savedZone;
    });

    it('compares Tokyo days, not machine days', () => {
      const instants = z
        .object({ startDate: z.date(), endDate: z.date() })
        .check(
          dateRangeOrder({ start: 'startDate', end: 'endDate', startLabel: '開始日', endLabel: '終了日' }),
        );
      // 2024-03-02 00:30 and 2024-03-02 08:00 in Tokyo, but the 1st and the 2nd... in Los Angeles.
      const start = new Date('2024-03-01T15:30:00Z');
      const sameTokyoDay = new Date('2024-03-01T23:00:00Z');
      expect(start.getDate()).toBe(1);
      expect(fieldErrorsOf(instants, { startDate: start, endDate: sameTokyoDay })).toEqual({});
      // 2024-03-01 23:59 Tokyo is the day before the start's Tokyo day.
      expect(
        fieldErrorsOf(instants, { startDate: start, endDate: new Date('2024-03-01T14:59:00Z') }),
      ).toEqual(message);
    });
  });

  it('works beside field rules in the same form', () => {
    const form = z
      .object({ title: textField('タイトル'), startDate: z.string(), endDate: z.string() })
      .check(
        dateRangeOrder({ start: 'startDate', end: 'endDate', startLabel: '開始日', endLabel: '終了日' }),
      );
    expect(form.safeParse({ title: ' x ', startDate: '2024-03-01', endDate: '2024-03-31' }).success).toBe(
      true,
    );
  });
});
