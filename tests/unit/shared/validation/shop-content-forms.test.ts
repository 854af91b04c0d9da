import { describe, expect, it } from 'vitest';
import { MAX_INTEGER } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import {
  contentCategoryFormSchema,
  fieldMessage,
  galleryFormSchema,
  menuFormSchema,
  pickedImageField,
  topItemFormSchema,
} from '@shared/validation';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('content category form', () => {
  it('gives the catalogue messages for a missing and a too long name', () => {
    expect(firstMessage(contentCategoryFormSchema.safeParse({ name: '  ' }))).toEqual([
      ['name', ja.errors.categoryNameRequired],
    ]);
    expect(firstMessage(contentCategoryFormSchema.safeParse({ name: 'あ'.repeat(31) }))).toEqual([
      ['name', formatMessage(ja.errors.categoryNameMaxLength, { max: 30 })],
    ]);
    expect(contentCategoryFormSchema.parse({ name: ' 季節のおすすめ ' })).toEqual({ name: '季節のおすすめ' });
  });
});

describe('menu form', () => {
  const base = {
    categoryId: '3',
    categoryName: '',
    name: 'ブレンド',
    comment: '',
    price: '480',
    removeImage: 0,
  };

  it('takes whole yen from 0 to the maximum integer', () => {
    expect(menuFormSchema.parse(base).price).toBe(480);
    expect(menuFormSchema.parse({ ...base, price: String(MAX_INTEGER) }).price).toBe(MAX_INTEGER);
    const between = fieldMessage(ja.forms.menu.price, ja.validation.numberBetween, {
      min: 0,
      max: MAX_INTEGER,
    });
    for (const price of [String(MAX_INTEGER + 1), '-1', '12.5'])
      expect(firstMessage(menuFormSchema.safeParse({ ...base, price }))).toEqual([['price', between]]);
    expect(firstMessage(menuFormSchema.safeParse({ ...base, price: '' }))).toEqual([
      ['price', fieldMessage(ja.forms.menu.price, ja.validation.required)],
    ]);
  });

  it('needs a category chosen or a new one named', () => {
    expect(firstMessage(menuFormSchema.safeParse({ ...base, categoryId: null }))).toEqual([
      ['categoryId', fieldMessage(ja.forms.menu.categoryId, ja.validation.selectionRequired)],
    ]);
    expect(menuFormSchema.parse({ ...base, categoryId: null, categoryName: 'ドリンク' }).categoryName).toBe(
      'ドリンク',
    );
  });
});

describe('gallery and top item forms', () => {
  it('requires the category and checks the comment length', () => {
    expect(firstMessage(galleryFormSchema.safeParse({ categoryId: '', comment: '' }))).toEqual([
      ['categoryId', fieldMessage(ja.forms.gallery.categoryId, ja.validation.selectionRequired)],
    ]);
    expect(galleryFormSchema.safeParse({ categoryId: '1', comment: 'あ'.repeat(201) }).success).toBe(false);
  });

  it('takes an empty or a well-formed link', () => {
    const item = { name: '秋の新作', topCategoryId: '2' };
    expect(topItemFormSchema.parse({ ...item, redirectUrl: '' }).redirectUrl).toBe('');
    expect(topItemFormSchema.parse({ ...item, redirectUrl: 'https://example.jp/a' }).topCategoryId).toBe(2);
    expect(topItemFormSchema.safeParse({ ...item, redirectUrl: 'リンク' }).success).toBe(false);
  });

  it('asks for the photo on a create: 「写真をアップロードしてください。」', () => {
    const required = pickedImageField(ja.forms.gallery.image, true);
    expect(required.safeParse(null).error?.issues[0]?.message).toBe('写真をアップロードしてください。');
    const image = { fileName: 'a.png', mimeType: 'image/png', dataBase64: 'iVBORw0KGgo=' };
    expect(required.safeParse(image).success).toBe(true);
    expect(pickedImageField(ja.forms.gallery.image, false).safeParse(null).success).toBe(true);
  });
});
