/** @vitest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatusTabs } from '../../../../../src-renderer/components/list/StatusTabs';
import { renderWithMantine } from '../../support/render';

describe('StatusTabs', () => {
  it('counts すべて as the sum of the counted statuses and filters by the chosen one', () => {
    const onChange = vi.fn();
    renderWithMantine(
      <StatusTabs
        tabs={[
          { value: '1', label: '公開中', count: 1200 },
          { value: '2', label: '停止中', count: 3 },
        ]}
        allLabel="すべて"
        value=""
        onChange={onChange}
        label="状態"
      />,
    );
    expect(within(screen.getByRole('tab', { name: /すべて/ })).getByText('1,203')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /停止中/ }));
    expect(onChange).toHaveBeenLastCalledWith('2');
  });

  it('gives back the empty filter for すべて and shows no counts where the list gives none', () => {
    const onChange = vi.fn();
    renderWithMantine(
      <StatusTabs
        tabs={[{ value: '1', label: '表示中' }]}
        allLabel="すべて"
        value="1"
        onChange={onChange}
        label="状態"
      />,
    );
    expect(screen.getByRole('tab', { name: '表示中' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'すべて' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
