import { describe, expect, it } from 'vitest';
import { toApiQuery, withoutPaging } from '../../../../../src-renderer/components/list/listState';
import { sourcesMatching } from '../../support/sources';

describe('withoutPaging (what a CSV export of a list takes)', () => {
  it("keeps the list's filters and sort and drops its page and page size", () => {
    const query = toApiQuery(
      { filters: { keyword: '渋谷', status: '' }, sort: 'name', order: 'asc', page: 3 },
      20,
    );
    expect(withoutPaging(query)).toEqual({ keyword: '渋谷', sort: 'name', typeSort: 'ASC' });
  });

  it('is how every list with an export drops the page: no list takes it off by hand', () => {
    expect(sourcesMatching('src-renderer', /\.tsx$/, /\bwithoutPaging\(/)).toEqual([
      'src-renderer/features/contracts/ContractListPage.tsx',
      'src-renderer/features/contracts/products/EstimateProductListPage.tsx',
      'src-renderer/features/coupons/CouponListPage.tsx',
      'src-renderer/features/customers/CustomerListPage.tsx',
      'src-renderer/features/stores/StoreListPage.tsx',
    ]);
    // The payment histories' export leaves out the sort as well (its file has one order).
    expect(sourcesMatching('src-renderer', /\.tsx$/, /page: _page, limit: _limit, \.\.\./)).toEqual([]);
  });
});
