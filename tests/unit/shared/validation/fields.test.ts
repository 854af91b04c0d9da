import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MAX_INTEGER } from '@shared/constants';
import {
  dateField,
  distinctNames,
  integerField,
  listField,
  maxImages,
  maxOptions,
  maxTags,
  required,
  secretField,
  selectField,
  textField,
  uploadField,
} from '@shared/validation';
import { messagesOf } from './support';

describe('textField and secretField', () => {
  it('trims a text field but never a password', () => {
    expect(textField('店舗名').parse('  本店 ')).toBe('本店');
    expect(secretField('パスワード').parse(' pass word ')).toBe(' pass word ');
  });

  it('refuses a NUL character in text and passwords alike, with the field label, before other rules', () => {
    expect(messagesOf(textField('店舗名', required()), '本\u0000店')).toEqual([
      '店舗名に使用できない文字が含まれています。',
    ]);
    expect(messagesOf(secretField('パスワード'), 'pass\u0000word')).toEqual([
      'パスワードに使用できない文字が含まれています。',
    ]);
    expect(textField('店舗名').parse('本店\t')).toBe('本店');
  });

  it('still judges a password made of spaces as empty', () => {
    expect(messagesOf(secretField('パスワード', required()), '   ')).toEqual([
      'パスワードを入力してください。',
    ]);
  });
});

describe('selectField', () => {
  it('requires a choice when required', () => {
    const schema = selectField('都道府県', { required: true });
    expect(messagesOf(schema, null)).toEqual(['都道府県を選択してください。']);
    expect(messagesOf(schema, '')).toEqual(['都道府県を選択してください。']);
    expect(messagesOf(schema, '13')).toEqual([]);
  });

  it('allows no choice when optional', () => {
    expect(messagesOf(selectField('グループ'), null)).toEqual([]);
  });
});

describe('integerField', () => {
  it('turns an empty input into null and a numeric text into a number', () => {
    const schema = integerField('価格');
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(' 1200 ')).toBe(1200);
    expect(schema.parse(1200)).toBe(1200);
  });

  it('requires a value when required', () => {
    expect(messagesOf(integerField('価格', { required: true }), '')).toEqual(['価格を入力してください。']);
  });

  it('says "integer from {min}" below the minimum or for a non-integer', () => {
    const schema = integerField('残り回数', { min: 1 });
    expect(messagesOf(schema, 1)).toEqual([]);
    expect(messagesOf(schema, 0)).toEqual(['残り回数は1以上の整数で入力してください。']);
    expect(messagesOf(schema, '1.5')).toEqual(['残り回数は1以上の整数で入力してください。']);
    expect(messagesOf(schema, 'abc')).toEqual(['残り回数は1以上の整数で入力してください。']);
  });

  it('says "between {min} and {max}" when a maximum is given', () => {
    const schema = integerField('金利', { min: 0, max: 100 });
    expect(messagesOf(schema, 100)).toEqual([]);
    expect(messagesOf(schema, 0)).toEqual([]);
    expect(messagesOf(schema, 101)).toEqual(['金利は0から100までの数値で入力してください。']);
    expect(messagesOf(schema, -1)).toEqual(['金利は0から100までの数値で入力してください。']);
  });

  it('caps at the 32-bit integer maximum by default', () => {
    const schema = integerField('金額');
    expect(messagesOf(schema, MAX_INTEGER)).toEqual([]);
    expect(messagesOf(schema, MAX_INTEGER + 1)).toEqual([
      '金額は0から2147483647までの数値で入力してください。',
    ]);
  });

  it('refuses a value below the current one when told the current value', () => {
    const schema = integerField('利用可能回数', { min: 1, current: 5 });
    expect(messagesOf(schema, 5)).toEqual([]);
    expect(messagesOf(schema, 6)).toEqual([]);
    expect(messagesOf(schema, 4)).toEqual(['利用可能回数は現在の値より小さい値に変更できません。']);
  });
});

describe('dateField', () => {
  it('accepts a date, a date string or nothing when optional', () => {
    const schema = dateField('開始日');
    expect(messagesOf(schema, new Date())).toEqual([]);
    expect(messagesOf(schema, '2024-03-01')).toEqual([]);
    expect(messagesOf(schema, '2024/3/1')).toEqual([]);
    expect(messagesOf(schema, null)).toEqual([]);
  });

  it('rejects a date that does not exist', () => {
    expect(messagesOf(dateField('開始日'), '2023-02-29')).toEqual(['開始日の日付が正しくありません。']);
    expect(messagesOf(dateField('開始日'), 'tomorrow')).toEqual(['開始日の日付が正しくありません。']);
    expect(messagesOf(dateField('開始日'), new Date(Number.NaN))).toEqual([
      '開始日の日付が正しくありません。',
    ]);
  });

  it('requires a date when required', () => {
    expect(messagesOf(dateField('開始日', { required: true }), null)).toEqual(['開始日を入力してください。']);
  });
});

describe('uploadField', () => {
  it('requires something uploaded when required', () => {
    const schema = uploadField<string>('写真', { required: true });
    expect(messagesOf(schema, null)).toEqual(['写真をアップロードしてください。']);
    expect(messagesOf(schema, '')).toEqual(['写真をアップロードしてください。']);
    expect(messagesOf(schema, 'https://example.com/a.png')).toEqual([]);
  });

  it('allows nothing when optional', () => {
    expect(messagesOf(uploadField('写真'), null)).toEqual([]);
  });
});

describe('list rules', () => {
  it('allow at most 10 tags by default', () => {
    const schema = listField('タグ', z.string(), maxTags());
    expect(messagesOf(schema, Array.from({ length: 10 }, String))).toEqual([]);
    expect(messagesOf(schema, Array.from({ length: 11 }, String))).toEqual(['タグは10個まで登録できます。']);
  });

  it('count images and options against their maximum', () => {
    expect(messagesOf(listField('画像', z.string(), maxImages(3)), ['a', 'b', 'c', 'd'])).toEqual([
      '画像は3枚までアップロードできます。',
    ]);
    expect(messagesOf(listField('ジャンル', z.number(), maxOptions(2)), [1, 2, 3])).toEqual([
      'ジャンルは2個まで選択できます。',
    ]);
    expect(messagesOf(listField('ジャンル', z.number(), maxOptions(2)), [1, 2])).toEqual([]);
  });

  it('find duplicate names, ignoring surrounding spaces and blank names', () => {
    const schema = listField(
      'グループ名',
      z.object({ name: z.string() }),
      distinctNames((group: { name: string }) => group.name),
    );
    expect(messagesOf(schema, [{ name: '東日本' }, { name: '西日本' }, { name: '' }, { name: '' }])).toEqual(
      [],
    );
    expect(messagesOf(schema, [{ name: '東日本' }, { name: ' 東日本 ' }])).toEqual([
      'グループ名が他のグループと重複しています。',
    ]);
  });
});
