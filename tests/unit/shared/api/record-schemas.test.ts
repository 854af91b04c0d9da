import { describe, expect, it } from 'vitest';
import * as api from '@shared/api';
import { couponStateCountsSchema, recordSchema, storeStatusCountsSchema } from '@shared/api';

/** Every record answer built by recordSchema (the gallery, menu and top items through their common base). */
const RECORDS = [
  'contentCategorySchema',
  'contractItemSchema',
  'couponListItemSchema',
  'customerListItemSchema',
  'estimateProductItemSchema',
  'galleryItemSchema',
  'groupSchema',
  'menuItemSchema',
  'newsListItemSchema',
  'notificationSchema',
  'pushItemSchema',
  'serviceSettingSchema',
  'storeListItemSchema',
  'templateListItemSchema',
  'topItemSchema',
  'userSchema',
] as const;

describe('a record as the API answers it', () => {
  it.each(RECORDS)('%s: its id first, its timestamps after its own fields', (name) => {
    const keys = Object.keys(api[name].shape);
    expect(keys[0]).toBe('id');
    expect(keys.indexOf('registDate')).toBeGreaterThan(0);
    expect(keys.indexOf('updatedAt')).toBe(keys.indexOf('registDate') + 1);
  });

  it('reads the id as a number, needs registDate and takes a record without updatedAt', () => {
    const schema = recordSchema({});
    expect(schema.parse({ id: '12', registDate: '2026-01-01T10:00:00+09:00' })).toEqual({
      id: 12,
      registDate: '2026-01-01T10:00:00+09:00',
    });
    expect(schema.safeParse({ id: 12 }).success).toBe(false);
    expect(schema.safeParse({ id: 'x', registDate: '2026-01-01T10:00:00+09:00' }).success).toBe(false);
  });
});

describe('the counts per tab of a list (countData)', () => {
  it.each([
    ['coupons per state', couponStateCountsSchema, 'state', 'active', 'gone'],
    ['shops per status', storeStatusCountsSchema, 'status', 2, 99],
  ] as const)(
    '%s: the tab value and its count, and no value the tabs do not know',
    (_, schema, key, known, unknown) => {
      expect(schema.parse([{ [key]: known, count: 3 }])).toEqual([{ [key]: known, count: 3 }]);
      expect(schema.safeParse([{ [key]: unknown, count: 3 }]).success).toBe(false);
      expect(schema.safeParse([{ [key]: known, count: 1.5 }]).success).toBe(false);
    },
  );
});
