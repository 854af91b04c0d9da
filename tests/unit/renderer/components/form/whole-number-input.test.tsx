/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WholeNumberInput } from '../../../../../src-renderer/components/form/WholeNumberInput';
import { renderWithMantine } from '../../support/render';
import { sourceFiles } from '../../support/sources';

const sources = (folder: string) => sourceFiles(folder, /\.tsx?$/);

describe('WholeNumberInput (counts and yen amounts)', () => {
  it('takes digits typed with the IME on as half-width, grouped by thousands', () => {
    const onChange = vi.fn();
    renderWithMantine(<WholeNumberInput label="金額" onChange={onChange} />);
    const input = screen.getByLabelText('金額');
    fireEvent.change(input, { target: { value: '１２３４５' } });
    expect(input).toHaveValue('12,345');
    expect(onChange).toHaveBeenLastCalledWith(12345);
  });

  it('keeps no minus sign and drops the decimals', () => {
    renderWithMantine(<WholeNumberInput label="金額" />);
    const input = screen.getByLabelText('金額');
    fireEvent.change(input, { target: { value: '-12.5' } });
    expect(input).toHaveValue('12');
  });

  it('is the one such field: no screen sets up its own grouped or IME-converting number input', () => {
    const own = sources('src-renderer/features').filter((path) =>
      /thousandSeparator|halfWidthBeforeFormatting/.test(readFileSync(path, 'utf8')),
    );
    expect(own).toEqual([]);
  });
});
