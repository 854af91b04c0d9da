/** @vitest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import { FormSegmentedControl } from '../../../../../src-renderer/components/form/FormSegmentedControl';
import type { FormSegmentedControlProps } from '../../../../../src-renderer/components/form/FormSegmentedControl';
import { renderBoundField } from '../../support/boundField';
import { sourcesMatching } from '../../support/sources';

interface Values {
  accountType: number | string | null;
}

const ACCOUNT_TYPES = [
  { value: '1', label: '普通' },
  { value: '2', label: '当座' },
];

type Extra = Partial<Omit<FormSegmentedControlProps<Values, unknown, Values>, 'control' | 'name'>>;

const open = (saved: Values['accountType'], extra: Extra = {}) =>
  renderBoundField<Values>({ accountType: saved }, (form) => (
    <FormSegmentedControl
      control={form.control}
      name="accountType"
      label="口座種別"
      data={ACCOUNT_TYPES}
      {...extra}
    />
  ));

const segment = (label: string) => screen.getByRole('radio', { name: label });

describe('FormSegmentedControl (a SegmentedControl bound to a form field)', () => {
  it('shows a saved number as its segment, named by its label', () => {
    open(2);
    expect(screen.getByRole('radiogroup', { name: '口座種別' })).toBeInTheDocument();
    expect(segment('当座')).toBeChecked();
    expect(segment('普通')).not.toBeChecked();
  });

  it('shows the fallback segment while the field holds nothing', () => {
    open(null, { fallback: 1 });
    expect(segment('普通')).toBeChecked();
  });

  it('keeps the segment value itself by default', () => {
    const form = open(1);
    fireEvent.click(segment('当座'));
    expect(form().getValues('accountType')).toBe('2');
  });

  it('keeps a number when the form wants one', () => {
    const form = open(1, { toValue: Number });
    fireEvent.click(segment('当座'));
    expect(form().getValues('accountType')).toBe(2);
  });

  it("shows the 必須 badge when required and the field's error under it", async () => {
    const form = open(null, { required: true });
    expect(screen.getByText(ja.pages.required)).toBeInTheDocument();
    await act(async () => form().setError('accountType', { message: '口座種別を選んでください。' }));
    expect(screen.getByText('口座種別を選んでください。')).toBeInTheDocument();
  });

  it('is how every form binds a segmented choice: each screen using it, none binding one itself', () => {
    expect(sourcesMatching('src-renderer', /\.tsx$/, /<FormSegmentedControl\b/)).toEqual([
      'src-renderer/features/account/AccountCompanyPage.tsx',
      'src-renderer/features/coupons/form/CouponFormBody.tsx',
      'src-renderer/features/customers/templates/TemplateFormBody.tsx',
      'src-renderer/features/news/NewsCreatePage.tsx',
      'src-renderer/features/store-settings/DetailSettingsForm.tsx',
    ]);
    const ownBinding =
      /render=\{\(\{ field(, fieldState)? \}\) => \(\s*<Stack[^>]*>\s*<FieldLabel[^>]*>[^<]*<\/FieldLabel>\s*<SegmentedControl\b/;
    expect(sourcesMatching('src-renderer', /\.tsx$/, ownBinding)).toEqual([]);
  });
});
