import { describe, expect, it } from 'vitest';
import { updatedAtSchema } from '@shared/api';

describe('updatedAt of a write', () => {
  it('takes the times the API answers', () => {
    for (const value of ['2026-01-01T10:00:00+09:00', '2026-01-01T01:00:00.000Z', '2026-01-01 10:00:00'])
      expect(updatedAtSchema.safeParse(value).success, value).toBe(true);
  });

  it('refuses what is no time, or a year a timestamp column cannot hold (read by JavaScript all the same)', () => {
    for (const value of [
      'abc',
      '1e309',
      '13101',
      '275760-09-13',
      '0000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
    ])
      expect(updatedAtSchema.safeParse(value).success, value).toBe(false);
  });
});
