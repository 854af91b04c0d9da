/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PeriodFields } from '../../../../../src-renderer/components/form/PeriodFields';
import { renderWithMantine } from '../../support/render';
import { sourcesMatching } from '../../support/sources';

const LABELS = { from: '開始日', to: '終了日' };

function open(errors: { from?: string; to?: string } = {}) {
  const onChange = vi.fn();
  renderWithMantine(
    <PeriodFields
      values={{ from: '2026-11-01', to: '' }}
      errors={errors}
      labels={LABELS}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('PeriodFields (a range of days outside a form)', () => {
  it('shows the first and the last day under their labels', () => {
    open();
    expect(screen.getByLabelText(LABELS.from)).toHaveValue('2026/11/01');
    expect(screen.getByLabelText(LABELS.to)).toHaveValue('');
  });

  it('changes only the end that was typed into', () => {
    const onChange = open();
    fireEvent.change(screen.getByLabelText(LABELS.to), { target: { value: '2026/11/30' } });
    fireEvent.blur(screen.getByLabelText(LABELS.to));
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-11-30' });
  });

  it('shows each end its own error', () => {
    open({ to: '終了日は開始日以降にしてください。' });
    expect(screen.getByText('終了日は開始日以降にしてください。')).toBeInTheDocument();
  });

  it('is every period outside a form: the filter panels of payments and the summary, and the journal export', () => {
    expect(sourcesMatching('src-renderer', /\.tsx$/, /<PeriodFields\b/)).toEqual([
      'src-renderer/components/shops/PeriodShopFields.tsx',
      'src-renderer/features/accounting/JournalPeriodFields.tsx',
    ]);
  });
});
