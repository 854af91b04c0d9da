/** @vitest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import { FormWholeNumberInput } from '../../../../../src-renderer/components/form/FormWholeNumberInput';
import type { FormWholeNumberInputProps } from '../../../../../src-renderer/components/form/FormWholeNumberInput';
import { renderBoundField } from '../../support/boundField';
import { sourcesMatching } from '../../support/sources';

interface Values {
  amount: number | string | null;
}

type Extra = Partial<Omit<FormWholeNumberInputProps<Values, unknown, Values>, 'control' | 'name'>>;

const open = (saved: Values['amount'], extra: Extra = {}) =>
  renderBoundField<Values>({ amount: saved }, (form) => (
    <FormWholeNumberInput control={form.control} name="amount" label="金額" {...extra} />
  ));

const input = () => screen.getByRole('textbox', { name: /金額/ });

describe('FormWholeNumberInput (a count or yen amount bound to a form field)', () => {
  it('shows the saved amount grouped by thousands', () => {
    open(12000);
    expect(input()).toHaveValue('12,000');
  });

  it('shows nothing while the field holds null', () => {
    open(null);
    expect(input()).toHaveValue('');
  });

  it('keeps the digits as a string by default, and an emptied input as an empty string', () => {
    const form = open(null);
    fireEvent.change(input(), { target: { value: '１２３４' } });
    expect(form().getValues('amount')).toBe('1234');
    fireEvent.change(input(), { target: { value: '' } });
    expect(form().getValues('amount')).toBe('');
  });

  it('keeps the number itself when the form wants one', () => {
    const form = open(null, { asNumber: true });
    fireEvent.change(input(), { target: { value: '25' } });
    expect(form().getValues('amount')).toBe(25);
  });

  it("shows the 必須 badge when required and the field's error under it", async () => {
    const form = open(null, { required: true });
    expect(screen.getByText(ja.pages.required)).toBeInTheDocument();
    await act(async () => form().setError('amount', { message: '金額を入力してください。' }));
    expect(screen.getByText('金額を入力してください。')).toBeInTheDocument();
  });

  it('is how every form binds a whole number: each screen using it, none binding one itself', () => {
    expect(sourcesMatching('src-renderer', /\.tsx$/, /<FormWholeNumberInput\b/)).toEqual([
      'src-renderer/features/contracts/form/ContractFormBody.tsx',
      'src-renderer/features/contracts/products/EstimateProductFormBody.tsx',
      'src-renderer/features/coupons/form/CouponFormBody.tsx',
      'src-renderer/features/payments/EcEditForm.tsx',
    ]);
    const ownBinding = /render=\{\(\{ field(, fieldState)? \}\) => \(\s*<WholeNumberInput\b/;
    expect(sourcesMatching('src-renderer', /\.tsx$/, ownBinding)).toEqual([
      'src-renderer/components/form/FormWholeNumberInput.tsx',
    ]);
  });
});
