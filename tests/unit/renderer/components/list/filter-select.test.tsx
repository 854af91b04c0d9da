/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from '../../../../../src-renderer/components/list/FilterSelect';
import { renderWithMantine } from '../../support/render';
import { sourceFiles } from '../../support/sources';

const KINDS = [
  { value: '1', label: 'クーポン' },
  { value: '2', label: 'お知らせ' },
];

function open(start: string, onChange = vi.fn()) {
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <FilterSelect
        label="種別"
        anyLabel="すべて"
        options={KINDS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithMantine(<Harness />);
  return onChange;
}

const input = () => screen.getByRole('combobox', { name: '種別' });
function choose(label: string) {
  fireEvent.click(input());
  fireEvent.click(screen.getByRole('option', { name: label }));
}

const sources = (folder: string) => sourceFiles(folder, /\.tsx$/);

describe('FilterSelect (one value or すべて, in a filter panel)', () => {
  it('offers すべて first, and shows it while the filter is empty', () => {
    open('');
    expect(input()).toHaveValue('すべて');
    fireEvent.click(input());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'すべて',
      'クーポン',
      'お知らせ',
    ]);
  });

  it('gives the chosen value, and すべて as the empty filter', () => {
    const onChange = open('');
    choose('お知らせ');
    expect(onChange).toHaveBeenLastCalledWith('2');
    choose('すべて');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input()).toHaveValue('すべて');
  });

  it('cannot be emptied by choosing the chosen value again', () => {
    const onChange = open('1');
    choose('クーポン');
    expect(input()).toHaveValue('クーポン');
    expect(onChange).not.toHaveBeenCalledWith('');
  });

  it('is the すべて choice of every list that has one: each list using it, and none building its own', () => {
    const files = sources('src-renderer');
    const users = files.filter((path) => /<FilterSelect\b/.test(readFileSync(path, 'utf8')));
    expect(users.map((path) => path.replace(/\\/g, '/')).sort()).toEqual([
      'src-renderer/features/audit/AuditLogListPage.tsx',
      'src-renderer/features/contracts/ContractListPage.tsx',
      'src-renderer/features/contracts/products/EstimateProductListPage.tsx',
      'src-renderer/features/coupons/CouponListPage.tsx',
      'src-renderer/features/news/NewsListPage.tsx',
      'src-renderer/features/users/UserListPage.tsx',
    ]);
    const own = files.filter((path) =>
      /onChange=\{\(value\) => change\(\{ \w+: value \?\? '' \}\)\}\s*allowDeselect=\{false\}/.test(
        readFileSync(path, 'utf8'),
      ),
    );
    expect(own).toEqual([]);
  });
});
