import { describe, expect, it } from 'vitest';
import { pageFromLink, toPagination } from '@shared/api';

describe('toPagination', () => {
  it('reads total, limit, from and to from meta and the first and last page from the links', () => {
    const pagination = toPagination(
      { total: 61, per_page: 15, current_page: 2, last_page: 5, from: 16, to: 30 },
      {
        first: 'http://127.0.0.1:8787/api/v1/services?page=1',
        last: 'http://127.0.0.1:8787/api/v1/services?page=5',
      },
    );
    expect(pagination).toEqual({
      total: 61,
      totalEstimated: false,
      limit: 15,
      from: 16,
      to: 30,
      currentPage: 2,
      firstPage: 1,
      lastPage: 5,
    });
  });

  it('falls back to 0 for meta fields and page 1 for links', () => {
    expect(toPagination(undefined, undefined)).toEqual({
      total: 0,
      totalEstimated: false,
      limit: 0,
      from: 0,
      to: 0,
      currentPage: 1,
      firstPage: 1,
      lastPage: 1,
    });
  });

  it('says when the total is an estimate', () => {
    const meta = { total: 120000, per_page: 15, current_page: 1, last_page: 8000, from: 1, to: 15 };
    expect(toPagination({ ...meta, total_estimated: true }, undefined).totalEstimated).toBe(true);
  });

  it('takes the page number from the query value only', () => {
    expect(pageFromLink('/api/v1/stores?limit=15&page=12&sort=registDate')).toBe(12);
    expect(pageFromLink('/api/v1/stores?page=abc')).toBe(1);
    expect(pageFromLink('/api/v1/stores')).toBe(1);
    expect(pageFromLink(null)).toBe(1);
  });
});
