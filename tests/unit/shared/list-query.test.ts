import { describe, expect, it } from 'vitest';
import { listQuerySchema, queryIdSchema } from '@shared/api';
import { MAX_INTEGER } from '@shared/constants';

describe('list query values', () => {
  it('takes an id filter from 1 up to the largest integer column value', () => {
    expect(queryIdSchema.parse('1')).toBe(1);
    expect(queryIdSchema.parse(String(MAX_INTEGER))).toBe(MAX_INTEGER);
    for (const value of ['0', String(MAX_INTEGER + 1), '1e20', '1.5', 'abc']) {
      expect(queryIdSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('caps the page number at the largest integer', () => {
    expect(listQuerySchema.parse({ page: String(MAX_INTEGER) }).page).toBe(MAX_INTEGER);
    expect(listQuerySchema.safeParse({ page: String(MAX_INTEGER + 1) }).success).toBe(false);
  });
});
