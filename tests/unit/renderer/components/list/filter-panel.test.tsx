/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { ja } from '@shared/messages';
import { FilterPanel } from '../../../../../src-renderer/components/list/FilterPanel';
import { renderWithMantine } from '../../support/render';
import { sourcesMatching } from '../../support/sources';

const RANGE_ERROR = '下限は上限以下にしてください。';
const checkRange = (draft: { min: string; max: string }) =>
  draft.min !== '' && draft.max !== '' && Number(draft.min) > Number(draft.max) ? { min: RANGE_ERROR } : {};

function open(check?: typeof checkRange) {
  const onSearch = vi.fn();
  const onClear = vi.fn();
  renderWithMantine(
    <FilterPanel filters={{ min: '', max: '' }} onSearch={onSearch} onClear={onClear} check={check}>
      {(draft, change, errors) => (
        <>
          <TextInput
            label="下限"
            value={draft.min}
            onChange={(event) => change({ min: event.currentTarget.value })}
            error={errors.min}
          />
          <TextInput
            label="上限"
            value={draft.max}
            onChange={(event) => change({ max: event.currentTarget.value })}
          />
        </>
      )}
    </FilterPanel>,
  );
  return { onSearch, onClear };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const search = () => fireEvent.click(screen.getByRole('button', { name: ja.actions.search }));

describe('FilterPanel', () => {
  it('searches with what the inputs hold', () => {
    const { onSearch } = open();
    type('下限', '10');
    search();
    expect(onSearch).toHaveBeenCalledWith({ min: '10', max: '' });
  });

  it("shows what the list's check finds under the inputs and does not search", () => {
    const { onSearch } = open(checkRange);
    type('下限', '50');
    type('上限', '10');
    search();
    expect(screen.getByText(RANGE_ERROR)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches once the inputs pass the check, and the error is gone', () => {
    const { onSearch } = open(checkRange);
    type('下限', '50');
    type('上限', '10');
    search();
    type('上限', '100');
    search();
    expect(onSearch).toHaveBeenCalledWith({ min: '50', max: '100' });
    expect(screen.queryByText(RANGE_ERROR)).toBeNull();
  });

  it('クリア drops the errors with the draft', () => {
    const { onClear } = open(checkRange);
    type('下限', '50');
    type('上限', '10');
    search();
    fireEvent.click(screen.getByRole('button', { name: ja.actions.clear }));
    expect(onClear).toHaveBeenCalled();
    expect(screen.queryByText(RANGE_ERROR)).toBeNull();
  });

  it('draws the keyword input first when the list is filtered by a keyword, and searches with it', () => {
    const onSearch = vi.fn();
    renderWithMantine(
      <FilterPanel
        filters={{ keyword: '', kind: '' }}
        onSearch={onSearch}
        onClear={vi.fn()}
        keyword={{ placeholder: '店舗名など', w: 300 }}
      />,
    );
    const input = screen.getByRole('textbox', { name: ja.fields.keyword });
    expect(input).toHaveAttribute('placeholder', '店舗名など');
    fireEvent.change(input, { target: { value: '渋谷' } });
    search();
    expect(onSearch).toHaveBeenCalledWith({ keyword: '渋谷', kind: '' });
  });

  it('is where every list with a keyword draws its keyword input', () => {
    expect(sourcesMatching('src-renderer', /\.tsx$/, /<FilterPanel\b(?:[^>]|=>)*\bkeyword=\{/)).toEqual([
      'src-renderer/components/list/KeywordFilterPanel.tsx',
      'src-renderer/features/contracts/ContractListPage.tsx',
      'src-renderer/features/contracts/products/EstimateProductListPage.tsx',
      'src-renderer/features/coupons/CouponListPage.tsx',
      'src-renderer/features/news/NewsListPage.tsx',
      'src-renderer/features/stores/StoreFilterPanel.tsx',
    ]);
    expect(sourcesMatching('src-renderer', /\.tsx$/, /value=\{draft\.keyword\}/)).toEqual([
      'src-renderer/components/list/FilterPanel.tsx',
    ]);
  });

  it('is where every list checks its filters: the panels that pass a check, and none keeping errors itself', () => {
    expect(sourcesMatching('src-renderer', /\.tsx$/, /<FilterPanel[^>]*\bcheck=/)).toEqual([
      'src-renderer/features/payments/PaymentFilterPanel.tsx',
      'src-renderer/features/summary/SummaryFilterPanel.tsx',
    ]);
    expect(
      sourcesMatching(
        'src-renderer',
        /\.tsx$/,
        /<FilterPanel\b[\s\S]*setErrors\(|setErrors\([\s\S]*<FilterPanel\b/,
      ),
    ).toEqual([]);
  });
});
